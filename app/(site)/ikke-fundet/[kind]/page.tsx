import type { Metadata } from 'next';
import PlaybookNotFound from '@/app/(site)/ai/playbooks/[slug]/not-found';
import CaseNotFound from '@/app/(site)/cases/[slug]/not-found';
import CandidateNotFound from '@/app/(site)/kandidater/[slug]/not-found';
import NewsNotFound from '@/app/(site)/nyheder/[slug]/not-found';
import PolicyNotFound from '@/app/(site)/politik/[slug]/[policy]/not-found';
import ThemeNotFound from '@/app/(site)/politik/[slug]/not-found';
import EventNotFound from '@/app/(site)/moed-os/[slug]/not-found';
import NewsletterNotFound from '@/app/(site)/nyhedsbrev/[slug]/not-found';
import { notFoundKinds, type NotFoundKind } from '@/lib/content/not-found-kind';

// The spec's not-found states as pre-rendered pages: proxy.ts serves them with HTTP 404 for unknown slugs, so they
// are complete HTML without JavaScript and carry the same hashed CSP as every other static page.
const screens: Record<NotFoundKind, { title: string; Screen: () => React.ReactNode }> = {
  tema: { title: 'Tema ikke fundet', Screen: ThemeNotFound },
  politik: { title: 'Politik ikke fundet', Screen: PolicyNotFound },
  case: { title: 'Case ikke fundet', Screen: CaseNotFound },
  kandidat: { title: 'Kandidat ikke fundet', Screen: CandidateNotFound },
  playbook: { title: 'Playbook ikke fundet', Screen: PlaybookNotFound },
  nyhed: { title: 'Nyhed ikke fundet', Screen: NewsNotFound },
  arrangement: { title: 'Arrangement ikke fundet', Screen: EventNotFound },
  nyhedsbrev: { title: 'Nyhedsbrev ikke fundet', Screen: NewsletterNotFound },
};

type Props = { params: Promise<{ kind: NotFoundKind }> };

export const dynamicParams = false;
export const generateStaticParams = () => notFoundKinds.map((kind) => ({ kind }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: screens[(await params).kind].title, robots: { index: false, follow: true } };
}

export default async function NotFoundPage({ params }: Props) {
  const { Screen } = screens[(await params).kind];
  return <Screen />;
}
