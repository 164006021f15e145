// Importing the env module first makes a bad environment variable fail `next build` and `next start` with its name.
import { env } from './lib/env.js';
import { framingHeaderRules, loaderHeaderRules } from './lib/embed/headers.js';
import site from './content/site.json' with { type: 'json' };

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
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
      // frame-ancestors: /embed for the partner origins in content/site.json, every other path for nobody.
      ...framingHeaderRules(site.embed.allowedOrigins),
      ...loaderHeaderRules,
    ];
  },
};

export default nextConfig;
