// The two volunteer mails: the confirmation link to the person who signed up, and, once confirmed, the notification
// to the campaign (VOLUNTEER_INBOX, else CONTACT_INBOX) with Reply-To the volunteer.
import { env } from '../env.js';
import { site } from '../site';
import {
  interestLabels,
  timeLabels,
  type VolunteerInterest,
  type VolunteerTime,
} from '../validation/volunteer';
import { CONFIRM_LINK_HOURS } from '../volunteers/token';
import { contactInbox } from './config';
import { buildConfirmMail } from './confirm-mail';
import { headerText } from './header-safe';
import { buildInboxNotification, notificationTime } from './inbox-notification';
import type { OutgoingMail } from './message';

const volunteerInbox = (): string => env.VOLUNTEER_INBOX ?? contactInbox();

// change: the address is already a confirmed volunteer and someone sent new details for it (issue 34): the owner's
// link applies them, and until then nothing changes.
const confirmTexts = (change: boolean) =>
  change
    ? {
        subject: `Bekræft ændringen af din tilmelding som frivillig hos ${site.partyName}`,
        paragraphs: [
          `Vi har fået nye oplysninger til din tilmelding som frivillig hos ${site.partyName} i ${site.municipality}. Intet er ændret, før du bekræfter ændringen med linket herunder.`,
          `Linket virker i ${CONFIRM_LINK_HOURS} timer. Bekræfter du ikke, beholder vi dine hidtidige oplysninger og sletter de nye efter 7 dage.`,
          `Var det ikke dig? Så skal du ikke gøre noget: din tilmelding forbliver, som den er. Spørgsmål: ${site.email}.`,
        ],
        textLink: 'Bekræft ændringen',
        htmlLink: 'Bekræft ændringen',
      }
    : {
        subject: `Bekræft din tilmelding som frivillig hos ${site.partyName}`,
        paragraphs: [
          `Tak, fordi du vil hjælpe ${site.partyName} i ${site.municipality}. Bekræft din tilmelding med linket herunder – først da får kampagnen besked om dig.`,
          `Linket virker i ${CONFIRM_LINK_HOURS} timer. Bekræfter du ikke, sletter vi dine oplysninger efter 7 dage.`,
          `Var det ikke dig, der tilmeldte dig? Så skal du ikke gøre noget: uden din bekræftelse hører du ikke mere fra os. Spørgsmål: ${site.email}.`,
        ],
        textLink: 'Bekræft tilmeldingen',
        htmlLink: 'Bekræft min tilmelding',
      };

/** Issue 47: the volunteer's own "Mine vagter" link, working once the sign-up is confirmed. */
const myShiftsText = 'Når du har bekræftet, kan du se og tage vagter på din egen side, Mine vagter';

export function buildVolunteerConfirmMail({
  name,
  email,
  confirmUrl,
  change = false,
  myShiftsUrl,
}: {
  name: string;
  email: string;
  confirmUrl: string;
  change?: boolean;
  myShiftsUrl?: string;
}): OutgoingMail {
  const { subject, paragraphs, textLink, htmlLink } = confirmTexts(change);
  return buildConfirmMail({
    kind: 'volunteer_confirm',
    email,
    subject,
    greeting: `Hej ${headerText(name, 100)}`,
    paragraphs: paragraphs as [string, ...string[]],
    textLink,
    htmlLink,
    confirmUrl,
    extraLink: myShiftsUrl
      ? { text: myShiftsText, label: 'Mine vagter', url: myShiftsUrl }
      : undefined,
  });
}

export type VolunteerMailInput = {
  name: string;
  email: string;
  phone: string | null;
  interests: readonly string[];
  times: readonly string[];
  message: string | null;
  confirmedAt: Date;
  /** A confirmed volunteer confirmed new details (issue 34). */
  change?: boolean;
};

const labelsOf = (keys: readonly string[], labels: Record<string, string>) =>
  keys.map((k) => labels[k] ?? k).join(', ') || '–';

export function buildVolunteerMail(
  input: VolunteerMailInput,
  inbox = volunteerInbox(),
): OutgoingMail {
  const subject = input.change
    ? `[Frivillig] ${headerText(input.name, 60)} har ændret sin tilmelding`
    : `[Frivillig] ${headerText(input.name, 60)} vil hjælpe`;
  const lead = input.change
    ? 'En frivillig har bekræftet nye oplysninger på /bliv-frivillig.'
    : 'En ny frivillig har bekræftet sin tilmelding på /bliv-frivillig.';
  return buildInboxNotification({
    kind: 'volunteer',
    inbox,
    subject,
    lead,
    fields: [
      ['Navn', input.name],
      ['Email', input.email],
      ['Telefon', input.phone ?? '–'],
      ['Vil gerne', labelsOf(input.interests, interestLabels as Record<VolunteerInterest, string>)],
      ['Kan', labelsOf(input.times, timeLabels as Record<VolunteerTime, string>)],
      ['Bekræftet', notificationTime(input.confirmedAt)],
    ],
    message: input.message || '–',
    replyNote: 'Svar på denne mail for at skrive direkte til den frivillige.',
    from: { name: input.name, email: input.email },
  });
}
