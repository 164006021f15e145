// `npm run build:preview`: the site built as a preview deployment (SITE_ENV=preview) into .next-preview, beside the
// production build in .next, so the preview's headers, robots, sitemap and banner can be tested against a real build.
// It is built from the content copy with six more news posts (./news-content-copy.mjs): the news spec runs against it
// too (tests/e2e/news), for /nyheder/side/2, and CI makes one extra build instead of two.
import { buildInto } from './build-into.mjs';
import { copyNewsContent, NEWS_CONTENT_DIR } from './news-content-copy.mjs';

copyNewsContent();
buildInto({
  ...process.env,
  SITE_ENV: 'preview',
  CONTENT_DIR: NEWS_CONTENT_DIR,
  NEXT_DIST_DIR: '.next-preview',
  NEXT_TELEMETRY_DISABLED: '1',
});
