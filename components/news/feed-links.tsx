import { Rss } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import { feedPaths } from '@/lib/seo';

/** The visible 'Abonnér' links to the three feeds (plain <a>: they are files, not pages). */
export function FeedLinks() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" data-print-hidden>
      <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
        <StaticIcon icon={Rss} aria-hidden="true" className="h-4 w-4 text-brand-700" />
        Abonnér:
      </span>
      <a href={feedPaths.rss} className="font-medium text-brand-700 underline underline-offset-2">
        RSS
      </a>
      <a href={feedPaths.atom} className="font-medium text-brand-700 underline underline-offset-2">
        Atom
      </a>
      <a href={feedPaths.json} className="font-medium text-brand-700 underline underline-offset-2">
        JSON Feed
      </a>
    </div>
  );
}
