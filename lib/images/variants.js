// The picture sizes a page may ask for, and where a self-hosted build keeps each ready-made variant. Shared by
// next.config.mjs (images.deviceSizes/imageSizes, the build step that writes the files) and the custom loader, so the
// srcset a page gets and the files on disk cannot drift apart.

/** Widths of full-width layouts (phones first: a 375 px phone at 2x takes 828). */
export const deviceSizes = [360, 480, 640, 828, 1080, 1200];
/** Widths of fixed-size pictures (a candidate's 280 px portrait: 1x and 2x). */
export const imageSizes = [280, 560];
export const allWidths = [...imageSizes, ...deviceSizes].sort((a, b) => a - b);

/** Raster pictures in public/ get variants; vector pictures (SVG) are served as they are. */
export const RASTER = /\.(png|jpe?g|webp|avif)$/i;

/** Folder under public/ that holds the variants (git-ignored; written by every production build). */
export const VARIANT_DIR = '_v';

/**
 * `/billeder/a/portrait.png`, 640 → `/_v/billeder/a/portrait-640.webp`. WebP: every browser the site supports
 * decodes it, and one format per width keeps the files a build writes few and the URL free of negotiation.
 * @param {string} src
 * @param {number} width
 */
export function variantPath(src, width) {
  const clean = src.split('?', 1)[0];
  return `/${VARIANT_DIR}${clean.replace(RASTER, '')}-${width}.webp`;
}
