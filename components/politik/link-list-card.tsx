import Link from '@/components/ui/link';
import { ChevronRight } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';

/** A sidebar card with a heading and a list of links (related areas, themes or policies). */
export function LinkListCard({
  id,
  heading,
  links,
  className = '',
}: {
  id: string;
  heading: string;
  links: { href: string; label: string }[];
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`card ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="flex items-center justify-between gap-2 py-2.5 font-medium text-brand-700 hover:text-brand-800 hover:underline"
            >
              {link.label}
              <StaticIcon icon={ChevronRight} aria-hidden="true" className="h-4 w-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
