// Importing the env module first makes a bad environment variable fail `next build` and `next start` with its name.
import { env } from './lib/env.js';
import { baseSecurityHeaders } from './lib/security/headers.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: baseSecurityHeaders({ production: env.NODE_ENV === 'production' }),
      },
    ];
  },
};

export default nextConfig;
