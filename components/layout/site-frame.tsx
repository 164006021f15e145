// The site's frame (skip link, preview banner, header; footer) as one element object each, shared by the (site)
// layout and the root not-found page. Next puts the root not-found tree into every page's RSC payload, and the
// serializer writes an element object it has met before as a reference to the first copy: with its own
// <SiteHeader />/<SiteFooter /> elements the not-found page added the whole frame to each page's payload again.
import { PreviewBanner } from './preview-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export const frameTop = (
  <>
    <SkipLink />
    <PreviewBanner />
    <SiteHeader />
  </>
);

export const frameFooter = <SiteFooter />;
