'use client';

import { useLinkNavigation } from './use-link-navigation';

/** The site's links navigating on the client where no `SiteEffects` runs (the English pages' own root layout). */
export function LinkNavigation() {
  useLinkNavigation();
  return null;
}
