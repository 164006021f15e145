// The frame of the English pages (app/(en)): a light header and footer in English, each with the link back to Danish.
import Link from '@/components/ui/link';
import { site } from '@/lib/site';
import { LogoMark } from './logo-mark';

const linkClass = 'rounded-sm underline-offset-2 hover:underline';

export function EnglishHeader() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[100] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2">
          <Link href="/en" className="flex items-center gap-2 rounded-md font-bold text-ink">
            <LogoMark />
            <span className="leading-tight">
              <span className="block text-base">{site.partyName}</span>
              <span className="block text-xs font-medium text-muted" lang="da">
                {site.municipality}
              </span>
            </span>
          </Link>
          <nav aria-label="Main">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-medium text-ink">
              <li>
                <Link href="/en" className={linkClass}>
                  About us
                </Link>
              </li>
              <li>
                <Link href="/en/vote" className={linkClass}>
                  How to vote
                </Link>
              </li>
              <li>
                <Link href="/" prefetch={false} hrefLang="da" lang="da" className={linkClass}>
                  Dansk
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}

export function EnglishFooter() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="container-page flex flex-col gap-4 py-10 text-sm sm:flex-row sm:justify-between">
        <p>
          {site.partyName} ·{' '}
          <a
            href={`mailto:${site.email}`}
            className={`${linkClass} text-slate-300 hover:text-white`}
          >
            {site.email}
          </a>
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          <li>
            <Link
              href="/"
              prefetch={false}
              hrefLang="da"
              lang="da"
              className={`${linkClass} text-slate-300 hover:text-white`}
            >
              Dansk
            </Link>
          </li>
          <li>
            <a
              href="/privatliv"
              hrefLang="da"
              className={`${linkClass} text-slate-300 hover:text-white`}
            >
              Privacy (in Danish)
            </a>
          </li>
        </ul>
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-6 text-xs text-slate-400">
          {site.partyName} and {site.municipality} are fictional: this site is a demonstration.
        </p>
      </div>
    </footer>
  );
}
