// Every page of a preview deployment says so, so nobody shares or quotes it as the party's public site.
import { isPreviewDeployment } from '@/lib/preview/deployment';
import { site } from '@/lib/site';

const PREVIEW_BANNER_TEXT = 'Forhåndsvisning – ikke den offentlige side';

type Props = { preview?: boolean; productionUrl?: string };

/** Server component; renders nothing in production. Pagefind (issue 17) must not index the banner text. */
export function PreviewBanner({
  preview = isPreviewDeployment(),
  productionUrl = site.url,
}: Props) {
  if (!preview) return null;
  return (
    <aside
      aria-label="Forhåndsvisning"
      data-pagefind-ignore="all"
      className="border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <p className="container-page py-2 text-sm">
        <strong className="font-semibold">{PREVIEW_BANNER_TEXT}</strong>{' '}
        <a href={productionUrl} className="font-medium underline underline-offset-2">
          Gå til den offentlige side
        </a>
      </p>
    </aside>
  );
}
