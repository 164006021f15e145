import '../globals.css';
import type { Metadata } from 'next';
import { rootMetadata, rootViewport } from '@/lib/seo';
import { site } from '@/lib/site';

// The campaign team's room: a root layout and frame of its own (no public header, footer, tracker or toaster), never
// indexed. It leaves out the public pages' feed links.
export const metadata: Metadata = {
  ...rootMetadata,
  alternates: {},
  title: { default: 'Kampagnerummet', template: `%s – Kampagnerummet` },
  robots: { index: false, follow: false },
  referrer: 'same-origin',
};
export const viewport = rootViewport;

export default function RoomFrame({ children }: { children: React.ReactNode }) {
  return (
    <html lang="da">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Spring til indhold
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className="container-page flex flex-wrap items-center justify-between gap-2 py-3">
            <p className="text-lg font-bold text-ink">
              Kampagnerummet <span className="font-normal text-slate-700">· {site.partyName}</span>
            </p>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
      </body>
    </html>
  );
}
