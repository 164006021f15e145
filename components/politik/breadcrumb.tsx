import Link from '@/components/ui/link';
import { BreadcrumbListJsonLd, type Crumb } from '@/components/seo/breadcrumb-json-ld';

/**
 * Visible breadcrumb plus the matching BreadcrumbList JSON-LD; the last crumb is the current page. Its links prefetch
 * only when reached for (the site's Link, issue 48): they sit in the first screen of every page that has them, and
 * Next's viewport prefetch fetched and parsed the pages above it on each load, the home page's (the site's largest)
 * among them.
 */
export function Breadcrumb({ items, label = 'Brødkrumme' }: { items: Crumb[]; label?: string }) {
  return (
    <>
      <nav aria-label={label} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.path} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {item.name}
                  </span>
                ) : (
                  <>
                    <Link
                      href={item.path}
                      className="underline-offset-2 hover:text-brand-700 hover:underline"
                    >
                      {item.name}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <BreadcrumbListJsonLd items={items} />
    </>
  );
}
