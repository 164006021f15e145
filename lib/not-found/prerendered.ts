// The spec's not-found states as the build wrote them (app/(site)/ikke-fundet/[kind], with the hashed CSP <meta> from
// scripts/build/csp-meta.mjs). proxy.ts answers unknown slugs with this HTML itself: a rewrite to /ikke-fundet/* is
// network-proxied, and looped, when the server is bound to an address (vercel/next.js#94745).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NotFoundKind } from '@/lib/content/not-found-kind';
import { env } from '@/lib/env';
import { siteUrl } from '@/lib/seo';

/** Where `next build` puts the page; `next start` and the standalone server.js both run with the app root as cwd. */
const prerenderedPath = (
  kind: NotFoundKind,
  root = process.cwd(),
  distDir = env.NEXT_DIST_DIR ?? '.next',
) => path.join(root, distDir, 'server', 'app', 'ikke-fundet', `${kind}.html`);

// Read once per process: the files only change with a new build, which means a new server.
const fromBuild = new Map<NotFoundKind, Promise<string | null>>();

function readBuilt(kind: NotFoundKind) {
  let html = fromBuild.get(kind);
  if (!html) {
    html = readFile(prerenderedPath(kind), 'utf8').catch(() => null);
    fromBuild.set(kind, html);
  }
  return html;
}

// Where the build output does not sit beside the proxy (Vercel's proxy function traces no .next/server/app files;
// next dev has none): the page as the site serves it. The proxy's matcher leaves /ikke-fundet out, so this cannot loop.
// Always from SITE_URL: the request's Host is the client's to choose, and would let it serve any page as our 404.
async function fetchServed(kind: NotFoundKind) {
  const response = await fetch(new URL(`/ikke-fundet/${kind}`, `${siteUrl}/`), {
    signal: AbortSignal.timeout(1500),
  }).catch(() => null);
  return response?.ok ? response.text() : null;
}

/** The page's HTML: from the build output, else fetched from the site at SITE_URL; null if neither answers. */
export async function readPrerendered(kind: NotFoundKind): Promise<string | null> {
  return (await readBuilt(kind)) ?? fetchServed(kind);
}

export const NOT_FOUND_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // As Next sends with its own 404s: nobody may cache an address that may exist after the next deploy.
  'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
};
