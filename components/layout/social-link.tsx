import type { ReactNode } from 'react';

/**
 * An external profile link. The HTML keeps the web address; on phones useAppLinks (run by SiteEffects on every page) swaps
 * in the app's deep link as it is clicked, so the link itself needs no JavaScript of its own.
 */
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
  return (
    <a
      href={href}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-app-link
    >
      {children}
    </a>
  );
}
