// The one shape of a double opt-in mail (issue 45: volunteers, newsletter, event sign-ups): a greeting, what to do,
// the confirmation link, then what happens if nobody confirms. No other link: until the owner confirms, this mail is
// all the address gets.
import { escapeHtml } from './header-safe';
import { htmlDocument, type OutgoingMail } from './message';

export type ConfirmMailInput = {
  kind: Extract<OutgoingMail['kind'], 'volunteer_confirm' | 'newsletter_confirm' | 'event_confirm'>;
  email: string;
  subject: string;
  greeting: string;
  /** The first says what to do; the rest follow the link. */
  paragraphs: [string, ...string[]];
  textLink: string;
  htmlLink: string;
  confirmUrl: string;
};

export function buildConfirmMail(input: ConfirmMailInput): OutgoingMail {
  const { subject, greeting, paragraphs, textLink, htmlLink, confirmUrl } = input;
  const [first, ...rest] = paragraphs;
  const textBody = [
    greeting,
    '',
    first,
    '',
    `${textLink}: ${confirmUrl}`,
    '',
    ...rest.flatMap((p) => [p, '']),
    '',
  ].join('\n');
  const htmlBody = htmlDocument(
    escapeHtml(subject),
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(first)}</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(htmlLink)}</a></p>`,
      ...rest.map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join('\n'),
  );
  return {
    kind: input.kind,
    recipient: input.email,
    aboutEmail: input.email,
    subject,
    textBody,
    htmlBody,
    replyTo: null,
    headers: null,
  };
}
