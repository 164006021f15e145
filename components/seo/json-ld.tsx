import type { ReactElement } from 'react';

// next-seo 7.3 escapes only the exact '</script>' (and '<!--', '-->'), so '</script >' or '</script/' would still
// close the element; every '<' is escaped here instead, which JSON parsers read back as the same character.
const serializeJsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Structured data rendered into the static HTML (a server component: no client JavaScript). */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/**
 * The schema.org object a next-seo `*JsonLd` component builds (they are plain functions without hooks that return
 * next-seo's own <JsonLdScript data>), so its shaping is reused while JsonLd above does the escaping.
 */
export function schemaFrom<P>(
  component: (props: P) => ReactElement,
  props: P,
): Record<string, unknown> {
  const { data } = component(props).props as { data?: unknown };
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error('next-seo returned no JSON-LD object');
  return data as Record<string, unknown>;
}
