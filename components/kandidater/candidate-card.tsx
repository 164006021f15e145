import Link from '@/components/ui/link';
import { bioTeaser, candidateBadge, type Candidate } from '@/lib/content/candidates';
import { ContactLinks } from './contact-links';
import { Portrait } from './portrait';

/**
 * `lead`: a card in the list's first row, whose portrait may be the page's largest paint: preloaded at high priority.
 * The specification asks for a lazy-loaded photo on every card, so the attribute stays; the preload does the work.
 */
export function CandidateCard({
  candidate,
  lead = false,
}: {
  candidate: Candidate;
  lead?: boolean;
}) {
  const href = `/kandidater/${candidate.slug}`;
  const priorities = candidate.priorities.slice(0, 2);
  return (
    <article className="card flex h-full flex-col gap-4 p-0">
      <Portrait
        candidate={candidate}
        lead={lead}
        keepLazy
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        className="aspect-square w-full rounded-t-xl object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 px-6 pb-6">
        <span className="w-fit rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {candidateBadge(candidate)}
        </span>
        <h2 className="text-xl font-semibold text-ink">
          <Link href={href} className="hover:underline">
            {candidate.name}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-700">{bioTeaser(candidate)}</p>
        {priorities.length > 0 && (
          <div>
            <p className="text-sm font-semibold text-ink">Prioriteter:</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {priorities.map((p) => (
                <li key={p.title}>{p.title}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <ContactLinks candidate={candidate} />
          <Link href={href} className="btn-primary">
            Læs Mere<span className="sr-only"> om {candidate.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
