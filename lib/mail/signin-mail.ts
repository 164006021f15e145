// The sign-in link for the campaign room: one link, valid 15 minutes, usable once.
import { site } from '../site';
import { escapeHtml } from './header-safe';
import { htmlDocument, type OutgoingMail } from './message';

export const SIGN_IN_LINK_MINUTES = 15;

export function buildSignInMail({ email, url }: { email: string; url: string }): OutgoingMail {
  const subject = `Log ind i kampagnerummet – ${site.partyName}`;
  const lines = [
    'Hej,',
    '',
    `Her er dit link til at logge ind i ${site.partyName}s kampagnerum. Det virker én gang og i ${SIGN_IN_LINK_MINUTES} minutter.`,
    '',
    url,
    '',
    'Har du ikke bedt om linket, kan du se bort fra denne mail.',
    '',
  ];
  const htmlBody = htmlDocument(
    escapeHtml(subject),
    [
      '<p>Hej,</p>',
      `<p>Her er dit link til at logge ind i ${escapeHtml(site.partyName)}s kampagnerum. Det virker én gang og i ${SIGN_IN_LINK_MINUTES} minutter.</p>`,
      `<p><a href="${escapeHtml(url)}">Log ind i kampagnerummet</a></p>`,
      '<p>Har du ikke bedt om linket, kan du se bort fra denne mail.</p>',
    ].join('\n'),
  );
  return {
    kind: 'signin',
    recipient: email,
    aboutEmail: email,
    subject,
    textBody: lines.join('\n'),
    htmlBody,
    replyTo: null,
    headers: null,
  };
}
