'use client';

import { usePathname } from 'next/navigation';
import { useRouteTracking } from './use-route-tracking';
import { useAppLinks } from './app-links';
import { usePrintStamp } from '@/components/print/use-print-stamp';
import { useShareButtons } from '@/components/politik/use-share-buttons';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { useIntentPrefetch } from '@/components/ui/use-intent-prefetch';
import { useLinkNavigation } from '@/components/ui/use-link-navigation';

/**
 * What every page of the Danish site does in the browser and nothing else renders (issue 48): one client leaf in the
 * root layout instead of three, so a page hydrates one element for them. Scroll to the top and a page view on each
 * navigation, the printout's address and date, the toast renderer from the first interaction, the client navigation of
 * the site's links and the prefetch of the page behind one the reader reaches for (`components/ui/link.tsx`), the
 * social links' app deep links on phones, and the share buttons' copy of the address.
 */
export function SiteEffects({ analyticsEndpoint }: { analyticsEndpoint: string | null }) {
  const pathname = usePathname();
  useRouteTracking(pathname, analyticsEndpoint);
  usePrintStamp(pathname);
  useIntentPrefetch();
  useLinkNavigation();
  useAppLinks();
  useShareButtons();
  return <LazyToaster />;
}
