// The files changed since a base ref: committed on this branch (from the merge base) plus what is not committed yet.
import { execFileSync } from 'node:child_process';
import type { ChangedFile, FileStatus } from './changed-pages';

const statusOf: Record<string, FileStatus> = { A: 'added', D: 'deleted' };

/** `git diff --name-status --no-renames` output → files; anything but added or deleted counts as modified. */
export function parseNameStatus(output: string): ChangedFile[] {
  return output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [code = '', path = ''] = line.split('\t');
      return { path, status: statusOf[code[0] ?? ''] ?? 'modified' };
    });
}

const git = (args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Throws an Error with a Danish message when the ref is unknown. */
export function changedSince(baseRef: string): ChangedFile[] {
  let mergeBase: string;
  try {
    mergeBase = git(['merge-base', baseRef, 'HEAD']).trim();
  } catch {
    throw new Error(
      `Kender ikke "${baseRef}" i git – hent den først (fx git fetch origin main) eller brug et andet navn`,
    );
  }
  // Against the working tree, so a volunteer sees uncommitted edits too; in CI the tree is clean and this is base...HEAD.
  const tracked = parseNameStatus(git(['diff', '--name-status', '--no-renames', mergeBase]));
  const untracked = git(['ls-files', '--others', '--exclude-standard'])
    .split('\n')
    .filter(Boolean)
    .map((path): ChangedFile => ({ path, status: 'added' }));
  return [...tracked, ...untracked];
}
