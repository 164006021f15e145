import Link from '@/components/ui/link';
import { site } from '@/lib/site';

// The site's Link: prefetched when reached for, not on sight. The logo is on screen on every page and the home page's
// payload is the site's largest; prefetching it on each load cost a phone two requests and their parsing on the main
// thread (issue 48).
export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md font-bold text-ink">
      {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG needs no optimisation */}
      <img src={site.logo} alt="" width={36} height={36} />
      <span className="leading-tight">
        <span className="block text-base">{site.partyName}</span>
        <span className="block text-xs font-medium text-muted">{site.municipality}</span>
      </span>
    </Link>
  );
}
