// What the editor's spec checks on disk: which files a save touched, what a file holds, and the content check's verdict.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'yaml';

/** Every file under `dir` (relative path → sha1 of its bytes). */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(
      path.relative(dir, full),
      crypto.createHash('sha1').update(fs.readFileSync(full)).digest('hex'),
    );
  }
  return files;
}

/** The paths that were added, removed or changed between two snapshots, each list sorted. */
export function changes(before: Map<string, string>, after: Map<string, string>) {
  const added = [...after.keys()].filter((file) => !before.has(file)).sort();
  const removed = [...before.keys()].filter((file) => !after.has(file)).sort();
  const modified = [...after.keys()]
    .filter((file) => before.has(file) && before.get(file) !== after.get(file))
    .sort();
  return { added, removed, modified };
}

/** An MDX file's YAML frontmatter (dates stay strings, as the site's loader reads them) and its body. */
export function readMdx(file: string): { data: Record<string, unknown>; body: string } {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file} has no frontmatter`);
  return { data: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
}

export const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(file, 'utf8'));

/** `npx tsx scripts/content/check.ts <folder>`: its exit code and what it printed. */
export function contentCheck(contentDir: string) {
  const run = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/content/check.ts', contentDir],
    { encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG (16:9, two colour bands), made here so the test needs no image file of its own. */
export function makePng(width = 160, height = 90): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height / 2 ? [11, 90, 83] : [240, 200, 80];
    for (let x = 0; x < width; x++) rows.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
