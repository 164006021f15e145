'use client';

import { useEffect } from 'react';
import { toAppDeepLink } from '@/lib/social';

/**
 * On phones, a social profile link (SocialLink, `data-app-link`) opens the app: its address becomes the app's deep link
 * as it is clicked (or activated by keyboard), before the browser follows it. Renders nothing.
 */
export function AppLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element && event.target.closest('a[data-app-link]');
      if (link instanceof HTMLAnchorElement)
        link.href = toAppDeepLink(link.href, navigator.userAgent);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
