'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { toAppDeepLink } from '@/lib/social';

const subscribe = () => () => {};

/** An external profile link that becomes an app deep link on phones (after hydration; the HTML keeps the web link). */
export function SocialLink({
  href,
  label,
  children,
  className,
}: {
  href: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const userAgent = useSyncExternalStore(
    subscribe,
    () => navigator.userAgent,
    () => '',
  );
  return (
    <a
      href={toAppDeepLink(href, userAgent)}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
    </a>
  );
}
