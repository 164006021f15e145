import Link from '@/components/ui/link';
import { site } from '@/lib/site';
import { LogoMark } from './logo-mark';

// The site's Link: prefetched when reached for, not on sight. The logo is on screen on every page and the home page's
// payload is the site's largest; prefetching it on each load cost a phone two requests and their parsing on the main
// thread (issue 48).
export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md font-bold text-ink">
      <LogoMark />
      <span className="leading-tight">
        <span className="block text-base">{site.partyName}</span>
        <span className="block text-xs font-medium text-muted">{site.municipality}</span>
      </span>
    </Link>
  );
}
