// next/image's loader on a self-hosted production build (next.config.mjs): each srcset entry is a static file the build
// wrote (lib/images/generate.mjs), so the first visitor waits on no image optimizer. Vercel keeps its own optimizer.
import { RASTER, variantPath } from './variants.js';

/** @param {{ src: string, width: number }} image */
export default function staticVariantLoader({ src, width }) {
  return src.startsWith('/') && RASTER.test(src.split('?', 1)[0]) ? variantPath(src, width) : src;
}
