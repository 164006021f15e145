import { Globe, Mail, Phone } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import { FacebookIcon, InstagramIcon } from '@/components/ui/brand-icons';
import type { Candidate } from '@/lib/content/candidates';

const linkClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-brand-50 hover:text-brand-800';

/** Icon links; each has an accessible name, and external ones open in a new tab without opener access. */
export function ContactLinks({ candidate }: { candidate: Candidate }) {
  const { name, contact, links } = candidate;
  const external = [
    links.facebook && {
      href: links.facebook,
      label: `${name} på Facebook`,
      icon: <FacebookIcon />,
    },
    links.instagram && {
      href: links.instagram,
      label: `${name} på Instagram`,
      icon: <InstagramIcon />,
    },
    links.website && {
      href: links.website,
      label: `${name}s hjemmeside`,
      icon: <StaticIcon icon={Globe} className="h-5 w-5" aria-hidden="true" />,
    },
  ].filter((link) => !!link);
  return (
    <ul className="flex flex-wrap gap-2">
      {contact.email && (
        <li>
          <a
            href={`mailto:${contact.email}`}
            aria-label={`Send en email til ${name}`}
            className={linkClass}
          >
            <StaticIcon icon={Mail} className="h-5 w-5" aria-hidden="true" />
          </a>
        </li>
      )}
      {contact.phone && (
        <li>
          <a
            href={`tel:${contact.phone.replace(/\s+/g, '')}`}
            aria-label={`Ring til ${name}`}
            className={linkClass}
          >
            <StaticIcon icon={Phone} className="h-5 w-5" aria-hidden="true" />
          </a>
        </li>
      )}
      {external.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (åbner i nyt vindue)`}
            className={linkClass}
          >
            {link.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
