// Importing the env module first makes a bad environment variable fail `next build` and `next start` with its name.
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { assertProductionSecrets, env } from './lib/env.js';
import { framingHeaderRules, loaderHeaderRules } from './lib/embed/headers.js';
import { pagefindCacheRules } from './lib/search/cache-headers.js';
import { baseSecurityHeaders } from './lib/security/headers.js';
import site from './content/site.json' with { type: 'json' };
import { politikRedirects } from './lib/content/politik-redirects.js';
import { previewHeaderRules } from './lib/preview/deployment.js';
import { deviceSizes, imageSizes } from './lib/images/variants.js';

/** @type {import('next').NextConfig} */
// The content editor's routes (*.editor.tsx/ts) are part of the app only where it can run: under next dev, or when the
// build has its GitHub settings. Otherwise Keystatic's thousands of modules stay out of the build, whose module ids
// would grow a digit and add ~0.4 KB gzip to every public page's JavaScript.
const editorRoutes = env.NODE_ENV === 'development' || Boolean(env.KEYSTATIC_REPO);
// Self-hosted production serves pictures as static variants written by the build (lib/images/): the runtime optimizer
// made the first visitor of each size wait (729 ms of /kandidater's LCP under throttling). Vercel's optimizer is a CDN
// with its own cache, so there next/image keeps it; `next dev` keeps it too, for pictures added while it runs.
const staticImages = env.NODE_ENV === 'production' && !env.VERCEL;

export const nextConfig = {
  distDir: env.NEXT_DIST_DIR ?? '.next',
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(editorRoutes ? ['editor.tsx', 'editor.ts'] : [])],
  // .next/standalone: server.js plus only the traced node_modules, for the Docker image and `node server.js` on a VPS.
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // exceljs (the room's .xlsx exports) stays a plain require on the server instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'exceljs', 'ssh2', 'ssh2-sftp-client'],
  // Two root layouts (app/(site) Danish, app/(en) English): unmatched addresses get app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  images: {
    deviceSizes,
    imageSizes,
    ...(staticImages ? { loader: 'custom', loaderFile: './lib/images/static-loader.js' } : {}),
  },
  // Old and alternative /politik addresses; permanent so search engines move to the new address.
  async redirects() {
    return Object.entries(politikRedirects).map(([from, to]) => ({
      source: `/politik/${from}`,
      destination: `/politik/${to}`,
      permanent: true,
    }));
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
      ...pagefindCacheRules,
    ];
  },
};

// `next start` loads this file with the server phase: a production server without a secret its features need stops
// here, naming it (the standalone server runs scripts/build/check-env.mjs first; see the Dockerfile). A self-hosted
// production build writes the pictures' variants first (lib/images/).
export default async function config(/** @type {string} */ phase) {
  if (phase === PHASE_PRODUCTION_SERVER) assertProductionSecrets(env);
  if (phase === PHASE_PRODUCTION_BUILD && staticImages) {
    const { generateVariants } = await import('./lib/images/generate.mjs');
    await generateVariants('public');
  }
  return nextConfig;
}
