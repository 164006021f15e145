import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';

/** The card of the pages a mail's link opens (confirm a volunteer, unsubscribe, newsletter settings): a heading and a few paragraphs. */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <div className="prose-campaign mt-4">{children}</div>
      </div>
    </div>
  );
}

/** "<question> Skriv til <mail> eller læs om privatliv og dine rettigheder.", under a link page's outcome (one text node, as the pages had it). */
function QuestionsTo({ question }: { question: string }) {
  return (
    <p>
      {`${question} Skriv til`}{' '}
      <a
        href={`mailto:${site.email}`}
        className="break-all font-medium text-brand-700 underline underline-offset-2"
      >
        {site.email}
      </a>{' '}
      eller læs om{' '}
      <Link href="/privatliv" className="font-medium text-brand-700 underline underline-offset-2">
        privatliv og dine rettigheder
      </Link>
      .
    </p>
  );
}

/** An outcome of a link page (done, expired, unknown link): its text, where to ask, and the ways on (`children`). */
export function LinkPageOutcome({
  title,
  body,
  question,
  children,
}: {
  title: string;
  body: string;
  question: string;
  children: ReactNode;
}) {
  return (
    <LinkPageFrame title={title}>
      <p>{body}</p>
      <QuestionsTo question={question} />
      {children}
    </LinkPageFrame>
  );
}
