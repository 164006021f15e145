import Link from 'next/link';
import { site } from '@/lib/site';

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
