// Importing the env module first makes a bad environment variable fail `next build` and `next start` with its name.
import { env } from './lib/env.js';
import { politikRedirects } from './lib/content/politik-redirects.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  // Old and alternative /politik addresses; permanent so search engines move to the new address.
  async redirects() {
    return Object.entries(politikRedirects).map(([from, to]) => ({ source: `/politik/${from}`, destination: `/politik/${to}`, permanent: true }));
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          ...(env.NODE_ENV === 'production'
            ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
            : []),
        ],
      },
    ];
  },
};

export default nextConfig;
