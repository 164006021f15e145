// When election posters may hang on public roads (vejloven § 84, stk. 1; the same for municipal, regional, general and
// EU elections): from 12:00 on the fourth Saturday before election day until the end of the eighth day after it. Each
// poster must carry the name, address, e-mail and phone of whoever hung it (stk. 3). Source:
// https://www.retsinformation.dk/eli/lta/2014/1520#P84 (vejloven), as municipalities explain it, e.g.
// https://www.mors.dk/politik/valg/folketingsvalg-2019. Pure functions of the date; times in Copenhagen.
import { copenhagenInstant } from '../time/copenhagen';

export const POSTER_LAW_URL = 'https://www.retsinformation.dk/eli/lta/2014/1520#P84';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus whole days, as a calendar date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** The fourth Saturday strictly before election day (a Saturday election day is not counted). */
export function fourthSaturdayBefore(electionDate: string): string {
  const back = (weekday(electionDate) + 1) % 7 || 7; // days back to the nearest Saturday before
  return addDays(electionDate, -(back + 21));
}

export type PosterWindow = {
  /** First day posters may go up ('YYYY-MM-DD'), from 12:00. */
  upDay: string;
  upFrom: Date;
  /** Last day posters may hang ('YYYY-MM-DD'): the eighth day after election day, to its end. */
  downDay: string;
  /** The first instant they must be gone: midnight after downDay, Copenhagen time. */
  downBy: Date;
};

export function posterWindow(electionDate: string): PosterWindow {
  const upDay = fourthSaturdayBefore(electionDate);
  const downDay = addDays(electionDate, 8);
  return {
    upDay,
    upFrom: copenhagenInstant(upDay, '12:00'),
    downDay,
    downBy: copenhagenInstant(addDays(downDay, 1), '00:00'),
  };
}

/** What a poster task's notes say, with the contact the team filled in (or a blank to fill). */
export function posterNotes(
  kind: 'plakater_op' | 'plakater_ned',
  window: PosterWindow,
  contact: { name: string; address: string; email: string; phone: string } | null,
  formatDay: (isoDate: string) => string,
): string {
  const lines =
    kind === 'plakater_op'
      ? [
          `Plakaterne må først hænge fra lørdag ${formatDay(window.upDay)} kl. 12.00 (vejloven § 84).`,
          'Hver plakat skal bære navn, adresse, e-mail og telefon på den, der har hængt den op:',
          contact
            ? `${contact.name}, ${contact.address}, ${contact.email}, ${contact.phone}`
            : '(udfyld kontaktoplysningerne under Vagtplan → Plakatansvarlig)',
        ]
      : [
          `Alle plakater og strips skal være taget ned senest ${formatDay(window.downDay)} ved døgnets udgang (vejloven § 84).`,
        ];
  return lines.join('\n');
}
