import { Quote } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';

/** A centred pull quote; `by` names who said it (the party branch when the content gives no author). */
export function QuoteBlock({ text, by }: { text: string; by: string }) {
  return (
    <figure className="mx-auto max-w-2xl rounded-2xl bg-brand-50 px-6 py-8 text-center">
      <StaticIcon icon={Quote} aria-hidden="true" className="mx-auto h-8 w-8 text-brand-700" />
      <blockquote className="mt-4 text-xl font-medium leading-relaxed text-ink">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="mt-4 text-sm font-semibold text-brand-800">— {by}</figcaption>
    </figure>
  );
}
