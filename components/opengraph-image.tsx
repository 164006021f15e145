// The one Open Graph renderer: every route's opengraph-image.tsx calls this with its own title and kicker.
import { ImageResponse } from 'next/og';
import { site } from '@/lib/site';

export const ogSize = { width: 1200, height: 630 };
export const ogContentType = 'image/png';

export function renderOgImage({ title, kicker }: { title: string; kicker?: string }) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #094842 0%, #0f6e66 100%)',
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div
          style={{
            width: 80,
            height: 80,
            borderRadius: 18,
            background: '#fff',
            color: '#0b5a53',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 56,
            fontWeight: 700,
          }}
        >
          F
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 36, fontWeight: 700 }}>{site.partyName}</div>
          <div style={{ fontSize: 26, color: '#d5ebe8' }}>{site.municipality}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {kicker ? (
          <div
            style={{ fontSize: 30, color: '#a7d8d1', textTransform: 'uppercase', letterSpacing: 2 }}
          >
            {kicker}
          </div>
        ) : null}
        <div style={{ fontSize: title.length > 50 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>
          {title}
        </div>
      </div>
      <div style={{ fontSize: 22, color: '#a7d8d1' }}>Fiktivt eksempel</div>
    </div>,
    ogSize,
  );
}
