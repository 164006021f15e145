import { useEffect } from 'react';
import { toAppDeepLink } from '@/lib/social';

/**
 * On phones, a social profile link (SocialLink, `data-app-link`) opens the app: its address becomes the app's deep link
 * as it is clicked (or activated by keyboard), before the browser follows it. One listener on the document, run by the
 * layout's client leaf (SiteEffects), so it works wherever the link is, the footer's server HTML included.
 */
export function useAppLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element && event.target.closest('a[data-app-link]');
      if (link instanceof HTMLAnchorElement)
        link.href = toAppDeepLink(link.href, navigator.userAgent);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
