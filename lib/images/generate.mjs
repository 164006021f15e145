// Writes every raster picture in public/ at each width in lib/images/variants.js as WebP into public/_v/, with sharp
// (the library next/image itself uses). Runs inside every self-hosted production build (next.config.mjs), so a picture
// added in the editor or a pull request has its variants before the first visitor asks. Unchanged pictures are skipped.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { allWidths, RASTER, VARIANT_DIR, variantPath } from './variants.js';

/** @param {string} dir @returns {string[]} */
function rasterFiles(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === VARIANT_DIR || entry.name === 'pagefind' ? [] : rasterFiles(full, base);
    return RASTER.test(entry.name)
      ? ['/' + path.relative(base, full).split(path.sep).join('/')]
      : [];
  });
}

/**
 * @param {string} publicDir
 * @returns {Promise<{ pictures: number, written: number }>}
 */
export async function generateVariants(publicDir) {
  let written = 0;
  const pictures = rasterFiles(publicDir);
  for (const src of pictures) {
    const source = path.join(publicDir, src);
    const sourceTime = fs.statSync(source).mtimeMs;
    for (const width of allWidths) {
      const target = path.join(publicDir, variantPath(src, width));
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= sourceTime) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // Never wider than the original: a 480 px portrait's 1080 variant is the 480 px picture re-encoded.
      await sharp(source)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(target);
      written += 1;
    }
  }
  return { pictures: pictures.length, written };
}
