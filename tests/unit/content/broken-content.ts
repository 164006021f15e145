// Copies the real content/ to a temp folder and lays one broken fixture folder over it, so each case breaks one thing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const realContent = path.join(process.cwd(), 'content');
const fixtures = path.join(process.cwd(), 'tests/fixtures/content-broken');

export function contentWith(fixture?: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(realContent, root, { recursive: true });
  if (fixture) fs.cpSync(path.join(fixtures, fixture), root, { recursive: true });
  return root;
}

export const removeRoot = (root: string) => fs.rmSync(root, { recursive: true, force: true });
