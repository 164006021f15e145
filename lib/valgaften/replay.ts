// A recorded night replayed into a local source folder on its own timeline (the release time in each file's name):
// used by `npm run valgaften:rehearse` and by the tests that play the rehearsal night wave by wave.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileTimestamp } from './official/files';
import { VALG_FOLDERS } from './folders';

export type RecordedFile = { name: string; at: Date };

/** The night's files in release order, e.g. valgresultater/…-201120292045.json. */
export async function recordedFiles(from: string): Promise<RecordedFile[]> {
  const files: RecordedFile[] = [];
  for (const folder of VALG_FOLDERS) {
    const names = await readdir(path.join(from, folder)).catch(() => [] as string[]);
    for (const name of names) {
      const at = fileTimestamp(name);
      if (at) files.push({ name: `${folder}/${name}`, at });
    }
  }
  return files.sort((a, b) => a.at.getTime() - b.at.getTime() || a.name.localeCompare(b.name));
}

/** Copies the files released up to `until` (inclusive) that are not yet in `to`; returns how many. */
export async function publishUpTo(from: string, to: string, files: RecordedFile[], until: Date) {
  let copied = 0;
  for (const f of files.filter((f) => f.at <= until)) {
    await mkdir(path.join(to, path.dirname(f.name)), { recursive: true });
    const there = await readdir(path.join(to, path.dirname(f.name)));
    if (there.includes(path.basename(f.name))) continue;
    await copyFile(path.join(from, f.name), path.join(to, f.name));
    copied++;
  }
  return copied;
}
