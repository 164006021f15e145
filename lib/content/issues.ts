// Content problems are reported to volunteers as `content/<path>: <field>: <what is wrong>` in plain Danish.
import { z } from 'zod';

export type ContentIssue = { file: string; field: string; message: string };

export const formatIssue = (issue: ContentIssue) => `${issue.file}: ${issue.field}: ${issue.message}`;

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
  const issues = result.error.issues.map((issue) => ({
    file,
    field: issue.path.length ? issue.path.join('.') : '(filen)',
    message: issue.message,
  }));
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
