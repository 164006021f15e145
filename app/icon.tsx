import { renderSiteIcon } from '@/components/layout/site-icon';

// The tab's icon on every page (components/layout/site-icon.tsx says why a PNG); 48 px, the smallest size search
// engines show beside a result.
export const size = { width: 48, height: 48 };
export const contentType = 'image/png';

export default function Icon() {
  return renderSiteIcon(size.width);
}
