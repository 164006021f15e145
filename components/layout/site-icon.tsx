// The favicon and the home-screen icon as PNG, drawn at build from the logo site.json names (issue 48). As
// <link rel="icon" href="/logo.svg"> every page load made Chromium decode the SVG in the page's own renderer: two
// more documents (frame, parser, style, layout) on the main thread after load, as the <img> of it did before the logo
// was drawn inline. A PNG is decoded off the main thread; and an iPhone saving the site to its home screen takes only
// a PNG (apple-touch-icon).
import { ImageResponse } from 'next/og';
import { logoDataUrl } from '@/components/layout/logo-mark';
import { site } from '@/lib/site';

/**
 * A square PNG of the logo, or of the party's initial on the brand colour when the logo cannot be drawn. `opaque`
 * puts it on white: iOS fills a home-screen icon's transparent corners with black.
 */
export function renderSiteIcon(side: number, { opaque = false } = {}) {
  const src = logoDataUrl();
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: opaque ? '#fff' : 'transparent',
      }}
    >
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by ImageResponse, not a page
        <img src={src} width={side} height={side} alt="" />
      ) : (
        <div
          style={{
            width: '100%',
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: side * 0.22,
            background: '#0b5a53',
            color: '#fff',
            fontSize: side * 0.7,
            fontWeight: 700,
          }}
        >
          {site.partyName.slice(0, 1)}
        </div>
      )}
    </div>,
    { width: side, height: side },
  );
}
