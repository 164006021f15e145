'use client';

import './globals.css';
import { ErrorScreen } from '@/components/error/error-screen';

// Replaces the root layout when the layout itself fails, so it brings its own <html> and <body>.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="da">
      <body className="font-sans antialiased">
        <main id="main">
          <ErrorScreen message={error.message} />
        </main>
      </body>
    </html>
  );
}
