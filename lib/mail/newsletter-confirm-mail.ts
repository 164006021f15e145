// Issue 45: the newsletter's double opt-in mail, the only mail an address gets until its owner confirms.
import { CONFIRM_LINK_HOURS } from '../stewardship/confirm-token';
import { site } from '../site';
import { buildConfirmMail } from './confirm-mail';
import type { OutgoingMail } from './message';

export function buildNewsletterConfirmMail({
  email,
  confirmUrl,
}: {
  email: string;
  confirmUrl: string;
}): OutgoingMail {
  return buildConfirmMail({
    kind: 'newsletter_confirm',
    email,
    subject: `Bekræft din tilmelding til nyhedsbrevet fra ${site.partyName}`,
    greeting: 'Hej',
    paragraphs: [
      `Nogen – forhåbentlig dig – har tilmeldt denne e-mailadresse nyhedsbrevet fra ${site.partyName} i ${site.municipality}. Du får først nyhedsbrevet, når du har bekræftet tilmeldingen: åbn linket herunder, og tryk på knappen "Bekræft min tilmelding".`,
      `Linket virker i ${CONFIRM_LINK_HOURS} timer. Bekræfter du ikke, sletter vi adressen efter 7 dage.`,
      `Var det ikke dig? Så skal du ikke gøre noget: uden din bekræftelse hører du ikke mere fra os. Spørgsmål: ${site.email}.`,
    ],
    textLink: 'Bekræft tilmeldingen',
    htmlLink: 'Bekræft min tilmelding',
    confirmUrl,
  });
}
