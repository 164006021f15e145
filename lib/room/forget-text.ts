// What "Slet en person" found or deleted, in Danish counts (no ids, no address).
import type { ForgetReport } from '@/db/queries/forget';

const labels: Record<keyof ForgetReport, [string, string]> = {
  messages: ['besked', 'beskeder'],
  newsletter_subscribers: ['nyhedsbrevstilmelding', 'nyhedsbrevstilmeldinger'],
  mail_outbox: ['mail i udbakken', 'mails i udbakken'],
  volunteers: ['frivilligtilmelding', 'frivilligtilmeldinger'],
  event_signups: ['tilmelding til arrangementer', 'tilmeldinger til arrangementer'],
  auth_user: ['konto i kampagnerummet', 'konti i kampagnerummet'],
  auth_verification: ['ubrugt loginlink', 'ubrugte loginlinks'],
  audit_log: ['linje i revisionsloggen', 'linjer i revisionsloggen'],
};

export const forgetTotal = (report: ForgetReport) =>
  Object.values(report).reduce((n, rows) => n + rows.length, 0);

export function describeForget(report: ForgetReport): string {
  const parts = (Object.keys(labels) as (keyof ForgetReport)[])
    .filter((key) => report[key]?.length)
    .map(
      (key) =>
        `${report[key].length} ${report[key].length === 1 ? labels[key][0] : labels[key][1]}`,
    );
  return parts.length ? parts.join(', ') : 'intet';
}
