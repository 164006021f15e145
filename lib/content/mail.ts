// The welcome mail's Danish text in content/mail/velkomst.md, editable by volunteers; {party}-style tokens as on pages.
import { z } from 'zod';
import { readCollection, type Entry } from './collection';
import { ContentError, type ContentIssue } from './issues';
import { text } from './fields';
import { bareTokenIssues, unknownTokenIssues } from './pages';

export const mailTextSchema = z.strictObject({
  subject: text('Emne').max(120, 'Emne må højst være 120 tegn'),
  heading: text('Overskrift'),
  unsubscribe_text: text('Afmeldingstekst'),
});

export type MailText = Entry<z.output<typeof mailTextSchema>>;

const FOLDER = 'mail';
export const requiredMailTexts = ['velkomst'] as const;

export function getMailText(slug: (typeof requiredMailTexts)[number], root?: string): MailText {
  const { items, issues } = readCollection(FOLDER, mailTextSchema, root);
  if (issues.length) throw new ContentError(issues);
  const found = items.find((item) => item.slug === slug);
  if (!found) throw new ContentError([{ file: `content/${FOLDER}/${slug}.md`, field: '(filen)', message: 'Filen mangler' }]);
  return found;
}

export function checkMailTexts(root: string): ContentIssue[] {
  const { items, issues } = readCollection(FOLDER, mailTextSchema, root);
  for (const slug of requiredMailTexts) {
    if (!items.some((item) => item.slug === slug) && !issues.some((issue) => issue.file.includes(`/${slug}.`))) {
      issues.push({ file: `content/${FOLDER}/${slug}.md`, field: '(filen)', message: 'Filen mangler – velkomstmailen bruger den' });
    }
  }
  for (const item of items) {
    for (const [field, value] of [['subject', item.subject], ['heading', item.heading], ['body', item.body]] as const) {
      issues.push(...unknownTokenIssues(value, item.file, field));
    }
    issues.push(...bareTokenIssues(item.body, item.file));
    if (/<[a-z!/]/i.test(item.body)) issues.push({ file: item.file, field: 'body', message: 'Mailen er ren tekst: HTML-koder vises ikke som formatering – skriv almindelige afsnit' });
  }
  return issues;
}
