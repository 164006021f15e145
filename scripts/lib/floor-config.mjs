// The next.config.mjs of bench:floor's hello-world apps (issue 48, twenty-first part).
import { baseSecurityHeaders } from '../../lib/security/headers.js';

/**
 * The config file's text. root: Turbopack's root (it refuses files outside it, and the app's node_modules is a link).
 * siteHeaders: the app sends every response the site's own security headers (lib/security/headers.js, as in
 * production). One of them, Cross-Origin-Opener-Policy, makes Chromium put the page in a new browsing context group
 * when it is navigated to from a page without it (Lighthouse starts from about:blank): work on the page's main thread
 * that the bare floor does not do and that no hydration change can remove.
 * @param {{ root: string, siteHeaders?: boolean }} options
 */
export function floorNextConfig({ root, siteHeaders = false }) {
  const config = { turbopack: { root } };
  if (!siteHeaders) return `export default ${JSON.stringify(config)};\n`;
  const headers = baseSecurityHeaders({ production: true });
  return (
    `const config = ${JSON.stringify(config)};\n` +
    `config.headers = async () => [{ source: '/:path*', headers: ${JSON.stringify(headers)} }];\n` +
    'export default config;\n'
  );
}
