import { RouteTracker } from '@/components/layout/route-tracker';
import { frameFooter, frameTop } from '@/components/layout/site-frame';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { PrintStamp } from '@/components/print/print-stamp';
import { site } from '@/lib/site';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {frameTop}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {frameFooter}
      <PrintStamp party={site.partyName} />
      <LazyToaster />
      <RouteTracker />
    </>
  );
}
