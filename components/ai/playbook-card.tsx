import Link from '@/components/ui/link';
import type { Playbook } from '@/lib/content/playbooks';

export function PlaybookCard({
  playbook,
}: {
  playbook: Pick<Playbook, 'slug' | 'title' | 'domain' | 'roles'>;
}) {
  return (
    <article className="card relative flex h-full flex-col gap-3 hover:shadow-md">
      <span className="w-fit rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
        {playbook.domain}
      </span>
      <h3 className="text-lg font-semibold text-ink">
        <Link
          href={`/ai/playbooks/${playbook.slug}`}
          className="after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {playbook.title}
        </Link>
      </h3>
      <p className="mt-auto text-sm text-muted">Roller: {playbook.roles.join(', ')}</p>
    </article>
  );
}
