// Content problems are reported to volunteers as `content/<path>:<line>:<column>: <field>: <what is wrong>` in plain Danish.
import { z } from 'zod';

export type ContentIssue = {
  file: string;
  field: string;
  message: string;
  /** 1-based position in the file; set by locateIssues (check.ts), absent when the file itself is missing. */
  line?: number;
  column?: number;
  /** The frontmatter path when `field` alone does not give it (zod's path); dotted fields like 'related.1' are read as paths. */
  path?: (string | number)[];
  /** Point at the key rather than its value (an unknown key). */
  atKey?: boolean;
  /** Point at the first occurrence of this text in the file (e.g. an unknown {token} in the body). */
  find?: string;
};

const where = (issue: ContentIssue) => (issue.line ? `${issue.file}:${issue.line}:${issue.column ?? 1}` : issue.file);

export const formatIssue = (issue: ContentIssue) => `${where(issue)}: ${issue.field}: ${issue.message}`;

export class ContentError extends Error {
  constructor(public readonly issues: ContentIssue[]) {
    super(`Indholdet i content/ har fejl:\n${issues.map(formatIssue).join('\n')}`);
    this.name = 'ContentError';
  }
}

const danish = z.locales.da().localeError;

/** Validates data with Danish messages; each zod issue becomes one line naming the field. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string) {
  const result = schema.safeParse(data, { error: danish });
  if (result.success) return { data: result.data as z.output<S>, issues: [] as ContentIssue[] };
  const issues = result.error.issues.map((issue): ContentIssue => {
    const path = issue.path.filter((part) => typeof part !== 'symbol');
    const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    return {
      file,
      field: issue.path.length ? issue.path.join('.') : '(filen)',
      message: issue.message,
      path: unknownKey === undefined ? path : [...path, unknownKey],
      atKey: unknownKey !== undefined,
    };
  });
  return { data: undefined, issues };
}

/** Reports every value that appears more than once, e.g. two files with the same slug. */
export function findDuplicates<T>(items: T[], key: (item: T) => string, file: (item: T) => string, field: string): ContentIssue[] {
  const seen = new Map<string, T>();
  const issues: ContentIssue[] = [];
  for (const item of items) {
    const value = key(item);
    const first = seen.get(value);
    if (first) issues.push({ file: file(item), field, message: `"${value}" bruges allerede i ${file(first)}` });
    else seen.set(value, item);
  }
  return issues;
}
