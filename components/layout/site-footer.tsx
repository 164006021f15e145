/* eslint-disable @next/next/no-html-link-for-pages -- the footer is server HTML on purpose (issue 48): see SiteFooter. */
import { Mail, MapPin, Phone } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import { mainNav } from '@/lib/nav';
import { phoneHref, site } from '@/lib/site';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from '@/components/ui/brand-icons';
import { SocialLink } from './social-link';

const linkClass = 'rounded-sm text-slate-300 underline-offset-2 hover:text-white hover:underline';

// The footer is server HTML and nothing else (issue 48): its shortcuts are plain links without the site Link's mark,
// and it holds no client component (the social links' app deep links are a document listener in SiteEffects). A
// shortcut loads its page in full; the header's menu navigates on the client.
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-semibold text-white">
            Om {site.partyName}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{site.about}</p>
          <div className="mt-4 flex gap-3">
            <SocialLink
              href={site.social.facebook}
              label={`${site.partyName} på Facebook (åbner i nyt vindue)`}
              className={linkClass}
            >
              <FacebookIcon />
            </SocialLink>
            <SocialLink
              href={site.social.instagram}
              label={`${site.partyName} på Instagram (åbner i nyt vindue)`}
              className={linkClass}
            >
              <InstagramIcon />
            </SocialLink>
            <a
              href={site.social.linkedin}
              aria-label={`${site.partyName} på LinkedIn (åbner i nyt vindue)`}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              <LinkedinIcon />
            </a>
          </div>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-base font-semibold text-white">
            Genveje
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {mainNav.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkClass}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/moed-os" className={linkClass}>
                Mød os
              </a>
            </li>
            <li>
              <a href="/nyhedsbrev" className={linkClass}>
                Nyhedsbrevet
              </a>
            </li>
            <li>
              <a href="/privatliv" className={linkClass}>
                Privatliv & Cookies
              </a>
            </li>
            <li>
              <a href="/stoet-os" className={linkClass}>
                Støt os
              </a>
            </li>
            <li>
              <a href="/bliv-frivillig" className={linkClass}>
                Bliv frivillig
              </a>
            </li>
            <li>
              <a href="/stem" className={linkClass}>
                Sådan stemmer du
              </a>
            </li>
            <li>
              <a href="/en" hrefLang="en" lang="en" className={linkClass}>
                English
              </a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold text-white">
            Kontakt
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p className="flex items-center gap-2">
              <StaticIcon icon={Mail} aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <StaticIcon icon={Phone} aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </p>
            <p className="flex items-start gap-2">
              <StaticIcon icon={MapPin} aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {site.address.street}
                <br />
                {site.address.postalCode} {site.address.city}
              </span>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © {year} {site.partyName} {site.municipality}. Alle rettigheder forbeholdes.
          </p>
          <p>{site.fictionalNotice}</p>
        </div>
      </div>
    </footer>
  );
}
