import type { Metadata } from 'next';
import { NotFoundScreen, notFoundScreens } from '@/app/(site)/_segments/not-found-screens';
import { notFoundKinds, type NotFoundKind } from '@/lib/content/not-found-kind';

// The spec's not-found states as pre-rendered pages: proxy.ts serves them with HTTP 404 for unknown slugs, so they
// are complete HTML without JavaScript and carry the same hashed CSP as every other static page.
type Props = { params: Promise<{ kind: NotFoundKind }> };

export const dynamicParams = false;
export const generateStaticParams = () => notFoundKinds.map((kind) => ({ kind }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: notFoundScreens[(await params).kind].title,
    robots: { index: false, follow: true },
  };
}

export default async function NotFoundPage({ params }: Props) {
  return <NotFoundScreen kind={(await params).kind} />;
}
