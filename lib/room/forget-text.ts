// What "Slet en person" found or deleted, in Danish counts (no ids, no address).
import type { ForgetReport } from '@/db/queries/forget';

// Issue 34: the audit log and handled messages keep their rows; only the team member's address is replaced.
type Pseudonymised = 'audit_log' | 'handled_messages' | 'newsletter_sends';

const labels: Record<Exclude<keyof ForgetReport, Pseudonymised>, [string, string]> = {
  messages: ['besked', 'beskeder'],
  newsletter_subscribers: ['nyhedsbrevstilmelding', 'nyhedsbrevstilmeldinger'],
  mail_outbox: ['mail i udbakken', 'mails i udbakken'],
  volunteers: ['frivilligtilmelding', 'frivilligtilmeldinger'],
  event_signups: ['tilmelding til arrangementer', 'tilmeldinger til arrangementer'],
  auth_user: ['konto i kampagnerummet', 'konti i kampagnerummet'],
  auth_verification: ['ubrugt loginlink', 'ubrugte loginlinks'],
  shift_signups: ['vagt', 'vagter'],
  poster_contact: ['plakatansvarlig', 'plakatansvarlige'],
};

const pseudonymisedLabels: Record<Pseudonymised, [string, string]> = {
  audit_log: ['linje i revisionsloggen', 'linjer i revisionsloggen'],
  handled_messages: ['behandlet besked', 'behandlede beskeder'],
  newsletter_sends: ['udsendelse af nyhedsbrevet', 'udsendelser af nyhedsbrevet'],
};

export const forgetTotal = (report: ForgetReport) =>
  Object.values(report).reduce((n, rows) => n + rows.length, 0);

function counts<K extends keyof ForgetReport>(
  report: ForgetReport,
  of: Record<K, [string, string]>,
) {
  return (Object.keys(of) as K[])
    .filter((key) => report[key]?.length)
    .map((key) => `${report[key].length} ${report[key].length === 1 ? of[key][0] : of[key][1]}`);
}

export function describeForget(report: ForgetReport): string {
  const deleted = counts(report, labels);
  const kept = counts(report, pseudonymisedLabels);
  const text = deleted.length ? deleted.join(', ') : 'intet';
  return kept.length ? `${text}; pseudonymiseret: ${kept.join(', ')}` : text;
}
