// The notification the campaign's inbox gets for each contact message; Reply-To is the sender, so answering is one click.
import { categoryLabels, type MessageCategory } from '../validation/contact';
import { contactInbox } from './config';
import { headerText } from './header-safe';
import { buildInboxNotification, notificationTime } from './inbox-notification';
import type { OutgoingMail } from './message';

export type ContactMailInput = {
  name: string;
  email: string;
  category: MessageCategory;
  message: string;
  receivedAt: Date;
};

/** `[Kontakt · Klage] Besked fra Anna Hansen`, with the name made header-safe. */
const contactSubject = (category: MessageCategory, name: string) =>
  `[Kontakt · ${categoryLabels[category]}] Besked fra ${headerText(name, 60)}`;

export function buildContactMail(input: ContactMailInput, inbox = contactInbox()): OutgoingMail {
  return buildInboxNotification({
    kind: 'contact',
    inbox,
    subject: contactSubject(input.category, input.name),
    lead: 'Ny besked fra kontaktformularen.',
    fields: [
      ['Navn', input.name],
      ['Email', input.email],
      ['Kategori', categoryLabels[input.category]],
      ['Modtaget', notificationTime(input.receivedAt)],
    ],
    message: input.message,
    replyNote: 'Svar på denne mail for at svare afsenderen direkte.',
    from: { name: input.name, email: input.email },
  });
}
