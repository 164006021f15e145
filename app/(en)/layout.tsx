import '../globals.css';
import type { Metadata } from 'next';
import { EnglishFooter, EnglishHeader } from '@/components/layout/english-frame';
import { LinkNavigation } from '@/components/ui/link-navigation';
import { rootMetadata, rootViewport } from '@/lib/seo';

// The English pages' own root layout, so that their <html> says lang="en" in the static HTML.
export const metadata: Metadata = {
  ...rootMetadata,
  openGraph: { ...rootMetadata.openGraph, locale: 'en_GB' },
};
export const viewport = rootViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <EnglishHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <EnglishFooter />
        <LinkNavigation />
      </body>
    </html>
  );
}
