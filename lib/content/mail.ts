// The welcome mail's Danish text in content/mail/velkomst.md, editable by volunteers; {party}-style tokens as on pages.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection, requiredEntry } from './define';
import { mailTextsEditor } from './mail.editor';
import { ContentError, type ContentIssue } from './issues';
import { text } from './fields';
import { bareTokenIssues, unknownTokenIssues } from './pages';

const mailTextSchema = z.strictObject({
  subject: text('Emne').max(120, 'Emne må højst være 120 tegn'),
  heading: text('Overskrift'),
  unsubscribe_text: text('Afmeldingstekst'),
});

export type MailText = Entry<z.output<typeof mailTextSchema>>;

const requiredMailTexts = ['velkomst'] as const;

function textIssues(item: MailText): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const [field, value] of [['subject', item.subject], ['heading', item.heading], ['body', item.body]] as const) {
    issues.push(...unknownTokenIssues(value, item.file, field));
  }
  issues.push(...bareTokenIssues(item.body, item.file));
  if (/<[a-z!/]/i.test(item.body)) issues.push({ file: item.file, field: 'body', message: 'Mailen er ren tekst: HTML-koder vises ikke som formatering – skriv almindelige afsnit' });
  return issues;
}

export const mailTexts = defineCollection(mailTextsEditor, {
  schema: mailTextSchema,
  required: { slugs: requiredMailTexts, extension: 'md', usedBy: 'velkomstmailen' },
  check: (items) => items.flatMap(textIssues),
});

/** Read on every call (not cached): the mail worker sends with the text as it is now. */
export function getMailText(slug: (typeof requiredMailTexts)[number], root?: string): MailText {
  const { items, issues } = mailTexts.read(root);
  if (issues.length) throw new ContentError(issues);
  return requiredEntry(mailTexts, slug, items, 'md');
}
