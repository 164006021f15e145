// The one shape of a double opt-in mail (issue 45: volunteers, newsletter, event sign-ups): a greeting, what to do,
// the confirmation link, then what happens if nobody confirms. No other link but, for a volunteer, their own "Mine vagter"
// page (issue 47), which shows nothing until the sign-up is confirmed: until the owner confirms, this mail is all the
// address gets.
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
  /** A second link after the confirmation link (the volunteer's "Mine vagter"), with its text before it. */
  extraLink?: { text: string; label: string; url: string };
};

export function buildConfirmMail(input: ConfirmMailInput): OutgoingMail {
  const { subject, greeting, paragraphs, textLink, htmlLink, confirmUrl, extraLink } = input;
  const [first, ...rest] = paragraphs;
  const textBody = [
    greeting,
    '',
    first,
    '',
    `${textLink}: ${confirmUrl}`,
    '',
    ...(extraLink ? [`${extraLink.text}: ${extraLink.url}`, ''] : []),
    ...rest.flatMap((p) => [p, '']),
    '',
  ].join('\n');
  const htmlBody = htmlDocument(
    escapeHtml(subject),
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(first)}</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(htmlLink)}</a></p>`,
      ...(extraLink
        ? [
            `<p>${escapeHtml(extraLink.text)}: <a href="${escapeHtml(extraLink.url)}">${escapeHtml(extraLink.label)}</a></p>`,
          ]
        : []),
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
