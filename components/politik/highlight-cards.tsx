import type { IconName } from '@/lib/content/icons';
import { ContentIcon } from './content-icon';

type Highlight = { icon: IconName; title: string; description: string };

export function HighlightCards({
  items,
  headingLevel = 'h3',
}: {
  items: Highlight[];
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="card flex flex-col gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
            <ContentIcon name={item.icon} />
          </span>
          <Heading className="text-lg font-semibold text-ink">{item.title}</Heading>
          <p className="text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
