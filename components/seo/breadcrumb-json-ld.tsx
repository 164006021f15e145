import { BreadcrumbJsonLd } from 'next-seo';
import { absoluteUrl } from '@/lib/seo';
import { JsonLd, schemaFrom } from './json-ld';

export type Crumb = { name: string; path: string };

/** BreadcrumbList for a trail of site paths (positions from 1, absolute URLs). */
export function BreadcrumbListJsonLd({ items }: { items: Crumb[] }) {
  return (
    <JsonLd
      data={schemaFrom(BreadcrumbJsonLd, {
        items: items.map((crumb) => ({ name: crumb.name, item: absoluteUrl(crumb.path) })),
      })}
    />
  );
}
