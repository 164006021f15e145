// Finds the line:column in a content file that a finding is about, so volunteers (and GitHub annotations) land on it.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node, type Pair } from 'yaml';
import type { ContentIssue } from './issues';

type Position = { line: number; column: number };
type PathSegment = string | number;

/** Fields that name the text below the frontmatter rather than a frontmatter key. */
const BODY_FIELDS = new Set(['body', 'body_md', '(tekst)']);

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*\r?$/m;

type Parsed = { kind: 'yaml' | 'json'; text: string; lineOffset: number; bodyLine?: number };

function split(fileText: string, isJson: boolean): Parsed | undefined {
  if (isJson) return { kind: 'json', text: fileText, lineOffset: 0 };
  if (!fileText.startsWith('---')) return undefined;
  const match = fileText.match(FRONTMATTER);
  if (!match || match.index !== 0) return undefined;
  const lines = match[0].split('\n').length;
  return { kind: 'yaml', text: match[1] ?? '', lineOffset: 1, bodyLine: lines + 1 };
}

/** 'related.1' → ['related', 1]: the dotted field names the checks print, turned back into a path. */
const fieldPath = (field: string): PathSegment[] =>
  field.startsWith('(') ? [] : field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

function findPair(node: Node | null | undefined, key: PathSegment): Pair<Node, Node | null> | undefined {
  if (!isMap(node)) return undefined;
  return node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(key)) as Pair<Node, Node | null> | undefined;
}

/** The offset in the YAML/JSON text of the value at `path` (its key when `atKey`), or of the deepest part that exists. */
function offsetOf(root: Node | null, path: PathSegment[], atKey: boolean): number | undefined {
  let node: Node | null | undefined = root;
  let best = root?.range?.[0];
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1;
    if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) return best;
      node = item;
      best = item.range?.[0] ?? best;
      continue;
    }
    const pair = findPair(node, segment);
    if (!pair || !isPair(pair)) return best;
    const keyOffset = pair.key?.range?.[0];
    if (last && atKey) return keyOffset ?? best;
    node = pair.value;
    // `key:` with nothing after it has no value node: point at the key.
    best = node?.range?.[0] ?? keyOffset ?? best;
  }
  return best;
}

/** Line:column of a finding in one file's text (a missing file has none: locateIssues leaves those alone). */
export function locate(fileText: string, issue: Pick<ContentIssue, 'field' | 'path' | 'atKey' | 'find'>, isJson = false): Position {
  if (issue.find) {
    const at = fileText.indexOf(issue.find);
    if (at !== -1) return positionAt(fileText, at);
  }
  const parsed = split(fileText, isJson);
  if (!parsed) return { line: 1, column: 1 };
  if (BODY_FIELDS.has(issue.field) && parsed.bodyLine) {
    const lines = fileText.split('\n');
    // The first line with text below the frontmatter, else the line right after it.
    const firstText = lines.findIndex((line, i) => i >= parsed.bodyLine! - 1 && line.trim() !== '');
    return { line: firstText === -1 ? parsed.bodyLine : firstText + 1, column: 1 };
  }
  const path = issue.path ?? fieldPath(issue.field);
  // A finding about the whole file (its name, its shape) belongs on the first line.
  if (!path.length) return { line: 1, column: 1 };
  const counter = new LineCounter();
  const doc = parseDocument(parsed.text, { lineCounter: counter });
  const offset = offsetOf(doc.contents as Node | null, path, issue.atKey ?? false);
  if (offset === undefined) return { line: 1 + parsed.lineOffset, column: 1 };
  const { line, col } = counter.linePos(offset);
  return { line: line + parsed.lineOffset, column: col };
}

/** 1-based line:column of a character offset. */
function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Where a YAML or JSON syntax error sits, from the parser's own error (js-yaml's mark, or V8's "position N"). */
export function syntaxErrorPosition(error: unknown, fileText: string, isJson: boolean): Position | undefined {
  if (isJson) {
    const offset = error instanceof Error ? error.message.match(/position (\d+)/)?.[1] : undefined;
    return offset === undefined ? undefined : positionAt(fileText, Number(offset));
  }
  const mark = (error as { mark?: { line: number; column: number } } | null)?.mark;
  // gray-matter hands js-yaml the text from the end of the opening '---' line, so its line 0 is file line 1.
  return mark ? { line: mark.line + 1, column: mark.column + 1 } : undefined;
}

/** True when the file opens a frontmatter block with '---' but never closes it. */
export const unclosedFrontmatter = (fileText: string) => /^---[ \t]*\r?\n/.test(fileText) && !FRONTMATTER.test(fileText);
