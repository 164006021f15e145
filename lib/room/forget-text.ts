// What "Slet en person" found or deleted, in Danish counts (no ids, no address).
import type { ForgetReport } from '@/db/queries/forget';

// Issue 34: handled messages and sends keep their rows with the address replaced; issue 45: the audit log keeps it.
type Pseudonymised = 'handled_messages' | 'newsletter_sends';
type Kept = 'audit_log';
// Issue 47: a task stays; only the lines of its notes that held the address go.
type Cleaned = 'shift_tasks';

/** The room's answer when the address is a team member's (ADMIN_EMAILS): nothing is looked up or deleted. */
export const TEAM_MEMBER_NOT_FORGOTTEN =
  'Adressen tilhører et medlem af holdet (den står i ADMIN_EMAILS), så den kan ikke slettes her: revisionsloggen skal kunne vise, hvem der gjorde hvad. Fjern den først fra ADMIN_EMAILS, eller bed den, der driver serveren, om at slette den med admin-værktøjet.';

const labels: Record<
  Exclude<keyof ForgetReport, Pseudonymised | Kept | Cleaned>,
  [string, string]
> = {
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

const keptLabels: Record<Kept, [string, string]> = {
  audit_log: ['linje i revisionsloggen', 'linjer i revisionsloggen'],
};

const cleanedLabels: Record<Cleaned, [string, string]> = {
  shift_tasks: ['opgave', 'opgaver'],
};

const pseudonymisedLabels: Record<Pseudonymised, [string, string]> = {
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
  const pseudonymised = counts(report, pseudonymisedLabels);
  const kept = counts(report, keptLabels);
  const cleaned = counts(report, cleanedLabels);
  return [
    deleted.length ? deleted.join(', ') : 'intet',
    ...(cleaned.length ? [`fjernet fra noterne til ${cleaned.join(', ')}`] : []),
    ...(pseudonymised.length ? [`pseudonymiseret: ${pseudonymised.join(', ')}`] : []),
    ...(kept.length ? [`beholdt i 13 måneder: ${kept.join(', ')}`] : []),
  ].join('; ');
}
