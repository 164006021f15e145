import './globals.css';
import Link from 'next/link';
import type { Metadata } from 'next';
import { frameFooter, frameTop } from '@/components/layout/site-frame';
import { rootMetadata, rootViewport, siteName } from '@/lib/seo';

// Unmatched addresses. The site has two root layouts (app/(site) in Danish, app/(en) in English), so the page for
// an address that matches neither brings its own <html> (experimental.globalNotFound in next.config.mjs).
export const metadata: Metadata = {
  ...rootMetadata,
  title: { absolute: `Siden findes ikke – ${siteName}` },
  description: 'Siden du leder efter, findes ikke.',
  robots: { index: false, follow: true },
};
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <html lang="da">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {frameTop}
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-center justify-center px-4 py-24 outline-none"
        >
          <div className="text-center" lang="en">
            <p className="text-6xl font-bold text-brand-700">404</p>
            <h1 className="mt-4 text-2xl font-bold text-ink">Oops! Page not found</h1>
            <Link href="/" className="btn-primary mt-8">
              Return to Home
            </Link>
          </div>
        </main>
        {frameFooter}
      </body>
    </html>
  );
}
