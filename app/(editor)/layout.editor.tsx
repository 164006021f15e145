import type { Metadata } from 'next';

// The content editor (issue 28): a root frame of its own, so none of the editor's code or styles reach a public page
// and none of the site's frame (header, footer, tracker, stylesheet) loads here. Keystatic brings its own styles.
export const metadata: Metadata = {
  title: 'Redaktør',
  robots: { index: false, follow: false },
  referrer: 'same-origin',
};

export default function EditorFrame({ children }: { children: React.ReactNode }) {
  return (
    <html lang="da">
      <body>{children}</body>
    </html>
  );
}
