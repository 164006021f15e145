import fs from 'node:fs';
import path from 'node:path';
import { root } from '../base.config';

/**
 * Every page of Kampagnerummet behind the sign-in, read from the file system when the tests are collected, so a new
 * room page is scanned without anyone adding it here: each folder under app/(kampagne)/kampagne/(rum) with a
 * page.tsx, and for the [liste] route every list module's slug in lib/room/lists.
 */
export function roomPagePaths(): string[] {
  const rum = path.join(root, 'app/(kampagne)/kampagne/(rum)');
  const paths = ['/kampagne'];
  for (const entry of fs.readdirSync(rum, { withFileTypes: true })) {
    if (!entry.isDirectory() || !fs.existsSync(path.join(rum, entry.name, 'page.tsx'))) continue;
    if (entry.name === '[liste]') {
      const lists = path.join(root, 'lib/room/lists');
      for (const file of fs.readdirSync(lists)) {
        const source = fs.readFileSync(path.join(lists, file), 'utf8');
        for (const m of source.matchAll(/^\s*slug: '([a-z0-9-]+)',$/gm))
          paths.push(`/kampagne/${m[1]}`);
      }
    } else if (/^[a-z0-9-]+$/.test(entry.name)) {
      paths.push(`/kampagne/${entry.name}`);
    }
  }
  return paths.sort();
}
