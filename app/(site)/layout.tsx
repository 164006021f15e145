import { RouteTracker } from '@/components/layout/route-tracker';
import { SiteFooter } from '@/components/layout/site-footer';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { PrintStamp } from '@/components/print/print-stamp';
import { site } from '@/lib/site';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <PreviewBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <PrintStamp party={site.partyName} />
      <LazyToaster />
      <RouteTracker />
    </>
  );
}
