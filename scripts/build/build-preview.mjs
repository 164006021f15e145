// `npm run build:preview`: the site built as a preview deployment (SITE_ENV=preview) into .next-preview, beside the
// production build in .next, so the preview's headers, robots, sitemap and banner can be tested against a real build.
import { buildInto } from './build-into.mjs';

buildInto({
  ...process.env,
  SITE_ENV: 'preview',
  NEXT_DIST_DIR: '.next-preview',
  NEXT_TELEMETRY_DISABLED: '1',
});
