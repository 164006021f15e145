import '../globals.css';
import { frameFooter, frameTop } from '@/components/layout/site-frame';
import { SiteEffects } from '@/components/layout/site-effects';
import { PrintStamp } from '@/components/print/print-stamp';
import { rootMetadata, rootViewport } from '@/lib/seo';
import { site } from '@/lib/site';

// A root layout: the Danish site has its own <html lang="da">, as the English pages in app/(en) have lang="en".
export const metadata = rootMetadata;
export const viewport = rootViewport;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="da">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {frameTop}
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {frameFooter}
        <PrintStamp party={site.partyName} />
        <SiteEffects analyticsEndpoint={site.analytics.enabled ? site.analytics.endpoint : null} />
      </body>
    </html>
  );
}
