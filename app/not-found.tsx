import Link from 'next/link';
import type { Metadata } from 'next';
import { frameFooter, frameTop } from '@/components/layout/site-frame';

export const metadata: Metadata = {
  title: 'Siden findes ikke',
  description: 'Siden du leder efter, findes ikke.',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <>
      {frameTop}
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-24 outline-none">
        <div className="text-center" lang="en">
          <p className="text-6xl font-bold text-brand-700">404</p>
          <h1 className="mt-4 text-2xl font-bold text-ink">Oops! Page not found</h1>
          <Link href="/" className="btn-primary mt-8">
            Return to Home
          </Link>
        </div>
      </main>
      {frameFooter}
    </>
  );
}
