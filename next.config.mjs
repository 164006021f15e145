// Importing the env module first makes a bad environment variable fail `next build` and `next start` with its name.
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { assertProductionSecrets, env } from './lib/env.js';
import { framingHeaderRules, loaderHeaderRules } from './lib/embed/headers.js';
import { baseSecurityHeaders } from './lib/security/headers.js';
import site from './content/site.json' with { type: 'json' };
import { politikRedirects } from './lib/content/politik-redirects.js';
import { previewHeaderRules } from './lib/preview/deployment.js';

/** @type {import('next').NextConfig} */
// The content editor's routes (*.editor.tsx/ts) are part of the app only where it can run: under next dev, or when the
// build has its GitHub settings. Otherwise Keystatic's thousands of modules stay out of the build, whose module ids
// would grow a digit and add ~0.4 KB gzip to every public page's JavaScript.
const editorRoutes = env.NODE_ENV === 'development' || Boolean(env.KEYSTATIC_REPO);

const nextConfig = {
  distDir: env.NEXT_DIST_DIR ?? '.next',
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(editorRoutes ? ['editor.tsx', 'editor.ts'] : [])],
  // .next/standalone: server.js plus only the traced node_modules, for the Docker image and `node server.js` on a VPS.
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // exceljs (the room's .xlsx exports) stays a plain require on the server instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'exceljs'],
  // Two root layouts (app/(site) Danish, app/(en) English): unmatched addresses get app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  // Old and alternative /politik addresses; permanent so search engines move to the new address.
  async redirects() {
    return Object.entries(politikRedirects).map(([from, to]) => ({ source: `/politik/${from}`, destination: `/politik/${to}`, permanent: true }));
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: baseSecurityHeaders({ production: env.NODE_ENV === 'production' }),
      },
      // frame-ancestors: /embed for the partner origins in content/site.json, every other path for nobody.
      ...framingHeaderRules(site.embed.allowedOrigins),
      ...loaderHeaderRules,
      ...previewHeaderRules(),
    ];
  },
};

// `next start` loads this file with the server phase: a production server without a secret its features need stops
// here, naming it (the standalone server runs scripts/standalone/check-env.mjs first; see the Dockerfile).
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) assertProductionSecrets(env);
  return nextConfig;
}
