// The notification the campaign's inbox gets for each contact message; Reply-To is the sender, so answering is one click.
import { categoryLabels, type MessageCategory } from '../validation/contact';
import { contactInbox } from './config';
import { displayName, escapeHtml, headerText, htmlLines } from './header-safe';
import { htmlDocument, type OutgoingMail } from './message';

export type ContactMailInput = {
  name: string;
  email: string;
  category: MessageCategory;
  message: string;
  receivedAt: Date;
};

const danishTime = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** `[Kontakt · Klage] Besked fra Anna Hansen`, with the name made header-safe. */
const contactSubject = (category: MessageCategory, name: string) =>
  `[Kontakt · ${categoryLabels[category]}] Besked fra ${headerText(name, 60)}`;

export function buildContactMail(input: ContactMailInput, inbox = contactInbox()): OutgoingMail {
  const category = categoryLabels[input.category];
  const time = danishTime.format(input.receivedAt);
  const subject = contactSubject(input.category, input.name);
  const fields: [string, string][] = [
    ['Navn', input.name],
    ['Email', input.email],
    ['Kategori', category],
    ['Modtaget', time],
  ];
  const textBody = [
    'Ny besked fra kontaktformularen.',
    '',
    ...fields.map(([label, value]) => `${label}: ${headerText(value, 300)}`),
    '',
    'Besked:',
    input.message,
    '',
    '-- ',
    'Svar på denne mail for at svare afsenderen direkte.',
    '',
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:1em">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const htmlBody = htmlDocument(
    escapeHtml(subject),
    `<p>Ny besked fra kontaktformularen.</p>\n<table>\n${rows}\n</table>\n<h2 style="font-size:1em">Besked</h2>\n<p>${htmlLines(input.message)}</p>\n<p style="color:#555">Svar på denne mail for at svare afsenderen direkte.</p>`,
  );
  return {
    kind: 'contact',
    recipient: inbox,
    aboutEmail: input.email,
    subject,
    textBody,
    htmlBody,
    replyTo: { name: displayName(input.name), address: input.email },
    headers: null,
  };
}
