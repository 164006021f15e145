// The one welcome mail a new subscriber gets: the volunteers' text from content/mail, a signed unsubscribe link, RFC 8058 headers.
import { getMailText } from '../content/mail';
import { fillSiteTokens } from '../content/site-tokens';
import { escapeHtml } from './header-safe';
import { htmlDocument, type OutgoingMail } from './message';

export type WelcomeMailInput = { email: string; unsubscribeUrl: string };

export function buildWelcomeMail({ email, unsubscribeUrl }: WelcomeMailInput): OutgoingMail {
  const text = getMailText('velkomst');
  const subject = fillSiteTokens(text.subject);
  const heading = fillSiteTokens(text.heading);
  // The body is Markdown as the editor writes it: a backslash before punctuation (\{, \*) only escapes it.
  const paragraphs = fillSiteTokens(text.body)
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  const textBody = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${text.unsubscribe_text}: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const htmlBody = htmlDocument(
    escapeHtml(subject),
    [
      `<h1 style="font-size:1.3em">${escapeHtml(heading)}</h1>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(text.unsubscribe_text)}</a></p>`,
    ].join('\n'),
  );
  return {
    kind: 'welcome',
    recipient: email,
    aboutEmail: email,
    subject,
    textBody,
    htmlBody,
    replyTo: null,
    // RFC 8058: mail providers POST "List-Unsubscribe=One-Click" to the URL; app/(site)/nyhedsbrev/afmeld/post handles it.
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
