import { createElement, type ReactElement, type SVGProps } from 'react';
import type { LucideIcon } from 'lucide-react';

// lucide-react's icons are client components (its Icon reads a context), so each one a server component renders is a
// client reference: hydrated, with its path data in the page's RSC payload. This draws the same <svg> on the server.

type IconData = { name?: string; size?: number; node: [string, Record<string, string>][] };

/** The shape data lucide-react gives its Icon: what an icon component's render function passes on. */
function iconData(icon: LucideIcon): IconData {
  const render = (icon as unknown as { render: (props: object, ref: null) => ReactElement })
    .render;
  return (render({}, null).props as { icon: IconData }).icon;
}

/** A lucide icon as static markup, with lucide-react's attributes (decorative unless labelled, as there). */
export function StaticIcon({
  icon,
  className,
  ...rest
}: { icon: LucideIcon } & Omit<SVGProps<SVGSVGElement>, 'ref'>) {
  const { name, size = 24, node } = iconData(icon);
  const labelled = Object.keys(rest).some(
    (key) => key.startsWith('aria-') || key === 'role' || key === 'title',
  );
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={['lucide', name && `lucide-${name}`, className].filter(Boolean).join(' ')}
      {...(labelled ? {} : { 'aria-hidden': 'true' as const })}
      {...rest}
    >
      {node.map(([tag, attrs]) => createElement(tag, attrs))}
    </svg>
  );
}
