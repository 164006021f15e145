/** prefetch: false on a link whose target's code is heavy (the contact forms carry zod), so it loads only on a click. */
export type NavItem = { href: string; label: string; prefetch?: false };

export const mainNav: NavItem[] = [
  { href: '/', label: 'Hjem' },
  { href: '/vision', label: 'Vision' },
  { href: '/politik', label: 'Politik' },
  { href: '/ai', label: 'AI Innovation' },
  { href: '/cases', label: 'Cases' },
  { href: '/kpi', label: 'KPI' },
  { href: '/kandidater', label: 'Kandidater' },
  { href: '/kontakt', label: 'Kontakt', prefetch: false },
];

/** '/' matches only itself; every other item matches its path and anything below it. */
export function isActivePath(pathname: string, href: string) {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
