import path from 'node:path';
import sharp from 'sharp';
import type { ComponentPropsWithoutRef } from 'react';
import { Picture } from '@/components/ui/picture';
import { publicRoot } from '@/lib/content/collection';

/** A site path such as /og-default.png; anything else (another host, //host, data:) is not the site's own picture. */
const sitePath = (src: unknown): src is string =>
  typeof src === 'string' &&
  /^\/(?!\/)[\w./-]+\.(png|jpe?g|webp|svg)$/i.test(src) &&
  !src.includes('..');

async function sizeOf(src: string): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(path.join(publicRoot(), src)).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * A picture in a newsletter's web version, as in its mail: only the site's own files; its size read from the file so
 * the page reserves the box (no layout shift); the first one is fetched at once, as every page's first picture is.
 * Anything else is left out with its alt text kept, as the mail does.
 */
export async function NewsletterImage({
  src,
  alt,
  lead = false,
}: ComponentPropsWithoutRef<'img'> & { lead?: boolean }) {
  const size = sitePath(src) ? await sizeOf(src) : null;
  if (!size) return alt ? <span>{alt}</span> : null;
  return (
    <Picture
      src={src as string}
      alt={alt ?? ''}
      width={size.width}
      height={size.height}
      sizes="(min-width: 768px) 720px, 100vw"
      className="h-auto w-full rounded-xl"
      lead={lead}
    />
  );
}
