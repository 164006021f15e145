// Every content check in one list: `npm run content:check` and the build run them all.
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from './collection';
import { type ContentIssue } from './issues';
import { locate } from './locate';
import { contentRegistry } from './registry';

/** Adds line:column to every finding in a file that exists; each file is read once. */
function locateIssues(root: string, issues: ContentIssue[]): ContentIssue[] {
  const texts = new Map<string, string | null>();
  const textOf = (file: string) => {
    if (!texts.has(file)) {
      const full = path.join(root, file.replace(/^content\//, ''));
      texts.set(file, fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : null);
    }
    return texts.get(file) ?? null;
  };
  return issues.map((issue) => {
    if (issue.line) return issue;
    const text = textOf(issue.file);
    return text === null ? issue : { ...issue, ...locate(text, issue, issue.file.endsWith('.json')) };
  });
}

export function checkContent(root = contentRoot()): ContentIssue[] {
  return locateIssues(
    root,
    contentRegistry.flatMap((definition) => definition.check(root)),
  );
}
