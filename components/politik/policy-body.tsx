import { policyBodyHtml } from '@/lib/markdown/policy-html';

/** Volunteer-written policy text as sanitised HTML (spec §5): scripts, event handlers and unsafe links are removed. */
export function PolicyBody({
  markdown,
  className = 'prose-campaign',
}: {
  markdown: string;
  className?: string;
}) {
  return (
    <div className={className} dangerouslySetInnerHTML={{ __html: policyBodyHtml(markdown) }} />
  );
}
