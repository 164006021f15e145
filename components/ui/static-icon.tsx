import { createElement, type ReactElement, type SVGProps } from 'react';
import type { LucideIcon } from 'lucide-react';

// lucide-react's icons are client components (its Icon reads a context), so each one a server component renders is a
// client reference: hydrated, with its path data in the page's RSC payload. This draws the same <svg> on the server.

type IconData = { name?: string; size?: number; node: [string, Record<string, string>][] };

/** The shape data lucide-react gives its Icon: what an icon component's render function passes on. */
function iconData(icon: LucideIcon): IconData {
  const render = (icon as unknown as { render: (props: object, ref: null) => ReactElement }).render;
  return (render({}, null).props as { icon: IconData }).icon;
}

/** A lucide icon as static markup, with lucide-react's attributes (decorative unless labelled, as there). */
export function StaticIcon({
  icon,
  ...props
}: { icon: LucideIcon } & Omit<SVGProps<SVGSVGElement>, 'ref'>) {
  // One element per icon and props: the RSC serializer writes an element it has met before as a reference to the
  // first copy, so an arrow drawn twelve times on a page carries its markup once.
  let drawn = drawings.get(icon);
  if (!drawn) drawings.set(icon, (drawn = new Map()));
  const key = JSON.stringify(props);
  let svg = drawn.get(key);
  if (!svg) drawn.set(key, (svg = draw(iconData(icon), props)));
  return svg;
}

const drawings = new WeakMap<LucideIcon, Map<string, ReactElement>>();

function draw(
  { name, size = 24, node }: IconData,
  { className, ...rest }: SVGProps<SVGSVGElement>,
) {
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
