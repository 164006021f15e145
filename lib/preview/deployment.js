// Decides once whether this deployment is a preview for review: next.config.mjs, robots, sitemap and the banner all ask here.
// Plain JS so next.config.mjs can import it.
import { env, isPreviewEnv } from '../env.js';

/**
 * SITE_ENV wins when set (self-hosted previews); on Vercel every deployment but production is a preview;
 * anything else (local builds, CI, a plain server) is production, so production builds stay as they were.
 * @param {{ SITE_ENV?: string; VERCEL_ENV?: string }} [source]
 */
export function isPreviewDeployment(source = env) {
  return isPreviewEnv(source);
}

/** X-Robots-Tag on every response of a preview (headers() is evaluated at build, so the build decides). */
export function previewHeaderRules(preview = isPreviewDeployment()) {
  return preview
    ? [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] }]
    : [];
}
