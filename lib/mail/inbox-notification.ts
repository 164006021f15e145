// The notification the campaign's inbox gets when someone writes or signs up: a lead line, the fields as a table, the
// person's message, and Reply-To the person, so answering is one click. Contact and volunteer mails are built here.
import { displayName, escapeHtml, headerText, htmlLines } from './header-safe';
import { htmlDocument, type OutgoingMail } from './message';

const danishTime = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** A time as the notifications print it: "3. marts 2029 kl. 14.05", Copenhagen time. */
export const notificationTime = (at: Date) => danishTime.format(at);

export type InboxNotification = {
  kind: 'contact' | 'volunteer';
  inbox: string;
  subject: string;
  lead: string;
  fields: [label: string, value: string][];
  message: string;
  /** The closing line, saying whom a reply reaches. */
  replyNote: string;
  from: { name: string; email: string };
};

export function buildInboxNotification(n: InboxNotification): OutgoingMail {
  const textBody = [
    n.lead,
    '',
    ...n.fields.map(([label, value]) => `${label}: ${headerText(value, 300)}`),
    '',
    'Besked:',
    n.message,
    '',
    '-- ',
    n.replyNote,
    '',
  ].join('\n');
  const rows = n.fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:1em">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const htmlBody = htmlDocument(
    escapeHtml(n.subject),
    `<p>${n.lead}</p>\n<table>\n${rows}\n</table>\n<h2 style="font-size:1em">Besked</h2>\n<p>${htmlLines(n.message)}</p>\n<p style="color:#555">${n.replyNote}</p>`,
  );
  return {
    kind: n.kind,
    recipient: n.inbox,
    aboutEmail: n.from.email,
    subject: n.subject,
    textBody,
    htmlBody,
    replyTo: { name: displayName(n.from.name), address: n.from.email },
    headers: null,
  };
}
