import Link from 'next/link';
import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';

export const metadata: Metadata = {
  title: 'Siden findes ikke',
  description: 'Siden du leder efter, findes ikke.',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <>
      <SkipLink />
      <PreviewBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-24 outline-none">
        <div className="text-center" lang="en">
          <p className="text-6xl font-bold text-brand-700">404</p>
          <h1 className="mt-4 text-2xl font-bold text-ink">Oops! Page not found</h1>
          <Link href="/" className="btn-primary mt-8">
            Return to Home
          </Link>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
