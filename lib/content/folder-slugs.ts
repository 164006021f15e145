// Slugs of every content file in a folder, valid or not, so one broken file does not also break every reference to it.
import fs from 'node:fs';
import path from 'node:path';

export function folderSlugs(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.(mdx|md|json)$/.test(name) && !name.startsWith('_'))
    .map((name) => path.basename(name, path.extname(name)));
}
