import type { Metadata, Viewport } from 'next';
import './globals.css';
import { site } from '@/lib/site';
import { defaultShareImage, feedAlternates, siteName, siteUrl } from '@/lib/seo';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: siteName, template: `%s – ${siteName}` },
  description: site.description,
  applicationName: siteName,
  openGraph: { siteName, locale: 'da_DK', type: 'website', images: [defaultShareImage] },
  twitter: { card: 'summary_large_image', images: [defaultShareImage] },
  icons: { icon: site.logo },
  formatDetection: { telephone: false },
  alternates: { types: feedAlternates },
};

export const viewport: Viewport = { themeColor: '#0b5a53', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="da">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {children}
      </body>
    </html>
  );
}
