import { renderSiteIcon } from '@/components/layout/site-icon';

// The home-screen icon on iPhone and iPad (180 px, Apple's size for the current devices), on white.
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return renderSiteIcon(size.width, { opaque: true });
}
