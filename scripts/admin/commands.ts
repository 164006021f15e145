// What each admin command does, given an open database and a terminal; returns the process exit code.
import type { DbHandle } from '../../db/client';
import { listMessagesFor } from '../../db/queries/admin/inbox';
import { analyticsTotals, pollTotals } from '../../db/queries/admin/stats';
import { listAllSubscribers, subscriberState } from '../../db/queries/admin/subscribers';
import { findByEmail, forgetEmail, type ForgetReport } from '../../db/queries/forget';
import { outboxStatus, requeueFailed } from '../../db/queries/outbox';
import { purgeExpired } from '../../lib/stewardship/purge';
import { drainOutbox } from '../../lib/mail/deliver';
import { danishDay } from '../../lib/stewardship/retention';
import { unsubscribeUrl } from '../../lib/stewardship/unsubscribe-token';
import { categoryLabels } from '../../lib/validation/contact';
import { volunteerExportHeader, volunteerExportRow } from '../../lib/volunteers/export';
import { listConfirmedVolunteers } from '../../db/queries/volunteers';
import { POLL_ID, pollOptions } from '../../lib/validation/poll';
import type { AdminCommand } from './args';
import { eventAttendees, listEvents } from './events';
import { runNewsletter } from './newsletter';
import { runShifts } from './shifts';
import { writeList } from './export';
import { formatDanishTime, plural, shorten, table } from './format';

export type Terminal = {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Asks a question and resolves with the answer line ('' at end of input). */
  ask: (question: string) => Promise<string>;
};

export type AdminContext = {
  handle: DbHandle;
  terminal: Terminal;
  now: Date;
  unsubscribeSecret?: string;
};

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

async function messages(
  command: Extract<AdminCommand, { name: 'messages' }>,
  { handle, terminal }: AdminContext,
) {
  const rows = await listMessagesFor(handle.db, command);
  if (command.format === 'json') return terminal.out(json(rows));
  if (command.format === 'csv' || command.format === 'xlsx') {
    const header = ['id', 'modtaget', 'kategori', 'navn', 'email', 'besked', 'samtykke_version'];
    return writeList(
      command,
      terminal,
      'Beskeder',
      header,
      rows.map((m) => [
        m.id,
        m.createdAt,
        m.category,
        m.name,
        m.email,
        m.message,
        m.consentVersion,
      ]),
    );
  }
  if (rows.length === 0) return terminal.err('Ingen beskeder matcher.\n');
  terminal.out(
    table(
      ['ID', 'Modtaget', 'Kategori', 'Navn', 'Email', 'Besked'],
      rows.map((m) => [
        String(m.id),
        formatDanishTime(m.createdAt),
        categoryLabels[m.category],
        shorten(m.name, 30),
        m.email,
        shorten(m.message, 60),
      ]),
    ),
  );
}

async function subscribers(
  command: Extract<AdminCommand, { name: 'subscribers' }>,
  { handle, terminal, unsubscribeSecret }: AdminContext,
) {
  if (!unsubscribeSecret) {
    terminal.err(
      'UNSUBSCRIBE_SECRET er ikke sat. Sæt den til samme værdi som på sitet, ellers virker afmeldingslinkene ikke.\n',
    );
    return 1;
  }
  const rows = (await listAllSubscribers(handle.db)).map((s) => ({
    id: s.id,
    email: s.email,
    tilmeldt: s.createdAt,
    status: subscriberState(s),
    bekraeftet: s.confirmedAt,
    samtykke_version: s.consentVersion,
    afmeldingslink: unsubscribeUrl(s, unsubscribeSecret),
  }));
  if (command.format === 'json') return terminal.out(json(rows));
  return writeList(
    command,
    terminal,
    'Nyhedsbrev',
    ['id', 'email', 'tilmeldt', 'status', 'bekraeftet', 'samtykke_version', 'afmeldingslink'],
    rows.map(Object.values),
  );
}

const describe = (report: ForgetReport) =>
  [
    `${plural(report.messages.length, 'besked', 'beskeder')}${report.messages.length ? ` (id ${report.messages.map((m) => m.id).join(', ')})` : ''}`,
    `${plural(report.newsletter_subscribers.length, 'nyhedsbrevstilmelding', 'nyhedsbrevstilmeldinger')}${
      report.newsletter_subscribers.length
        ? ` (id ${report.newsletter_subscribers.map((s) => s.id).join(', ')})`
        : ''
    }`,
    // Outbox rows are named only when there are some: they are copies, the two tables above are the data itself.
    ...(report.volunteers.length
      ? [
          `${plural(report.volunteers.length, 'frivillig-tilmelding', 'frivillig-tilmeldinger')} (id ${report.volunteers.map((v) => v.id).join(', ')})`,
        ]
      : []),
    ...(report.mail_outbox.length
      ? [
          `${plural(report.mail_outbox.length, 'mail i udbakken', 'mails i udbakken')} (id ${report.mail_outbox.map((m) => m.id).join(', ')})`,
        ]
      : []),
    ...(report.event_signups.length
      ? [
          `${plural(report.event_signups.length, 'tilmelding til arrangementer', 'tilmeldinger til arrangementer')} (id ${report.event_signups.map((s) => s.id).join(', ')})`,
        ]
      : []),
    // Kampagnerummet (issue 29): a team member's account and unused sign-in links.
    ...(report.auth_user.length + report.auth_verification.length
      ? [
          `${plural(report.auth_user.length + report.auth_verification.length, 'række', 'rækker')} fra kampagnerummet`,
        ]
      : []),
  ].join(', ') +
  // Issue 34: handled messages stay with the address replaced by a pseudonym. Issue 45: the audit log keeps the address
  // for its 13 months (art. 17(3)(e)), whoever is forgotten.
  (report.handled_messages.length
    ? `; pseudonymiseret: ${plural(report.handled_messages.length, 'behandlet besked', 'behandlede beskeder')}`
    : '') +
  (report.audit_log.length
    ? `; beholdt i 13 måneder: ${plural(report.audit_log.length, 'linje', 'linjer')} i revisionsloggen`
    : '');

async function forget(
  command: Extract<AdminCommand, { name: 'forget' }>,
  { handle, terminal }: AdminContext,
) {
  const found = await findByEmail(handle.db, command.email);
  if (Object.values(found).every((rows) => rows.length === 0)) {
    terminal.out(`Ingen data om ${command.email}. Intet slettet.\n`);
    return 0;
  }
  terminal.out(`Fundet om ${command.email}: ${describe(found)}.\n`);
  if (!command.yes) {
    const answer = (await terminal.ask('Slet det hele permanent? Skriv "ja" for at fortsætte: '))
      .trim()
      .toLowerCase();
    if (answer !== 'ja' && answer !== 'j' && answer !== 'yes' && answer !== 'y') {
      terminal.err('Afbrudt. Intet er slettet.\n');
      return 1;
    }
  }
  terminal.out(`Slettet: ${describe(await forgetEmail(handle.db, command.email))}.\n`);
}

async function purge({ handle, terminal, now }: AdminContext) {
  const report = await purgeExpired(handle.db, now);
  terminal.out(
    table(
      ['Tabel', 'Slettede rækker'],
      Object.entries(report).map(([t, n]) => [t, String(n)]),
    ),
  );
}

async function stats({ handle, terminal, now }: AdminContext) {
  const from = danishDay(new Date(now.getTime() - 29 * 86_400_000));
  const tallies = (await pollTotals(handle.db)).filter((t) => t.pollId === POLL_ID);
  const total = tallies.reduce((sum, t) => sum + Number(t.votes), 0);
  const votes = pollOptions.map((o) => {
    const n = Number(tallies.find((t) => t.optionId === o.id)?.votes ?? 0);
    return [o.label, String(n), total ? `${Math.round((n / total) * 100)} %` : '–'];
  });
  terminal.out(
    `Afstemning ${POLL_ID} (${plural(total, 'stemme', 'stemmer')} i alt)\n${table(['Svar', 'Stemmer', 'Andel'], votes)}\n`,
  );
  for (const [kind, title, column] of [
    ['pageview', 'Sidevisninger', 'Side'],
    ['ai_demo', 'Brug af AI-demoer', 'Demo'],
  ] as const) {
    const rows = await analyticsTotals(handle.db, kind, from);
    const sum = rows.reduce((s, r) => s + r.total, 0);
    terminal.out(`${title} ${from} – ${danishDay(now)} (${sum} i alt)\n`);
    terminal.out(
      rows.length
        ? `${table(
            [column, 'Antal'],
            rows.map((r) => [r.name, String(r.total)]),
          )}\n`
        : 'Ingen endnu.\n\n',
    );
  }
}

const mailKindLabels = {
  contact: 'kontakt',
  welcome: 'velkomst',
  volunteer_confirm: 'frivillig-bekræftelse',
  volunteer: 'frivillig',
  event: 'arrangement',
  signin: 'loginlink',
  newsletter: 'nyhedsbrev',
  newsletter_test: 'nyhedsbrev-prøve',
  newsletter_confirm: 'nyhedsbrev-bekræftelse',
  event_confirm: 'arrangement-bekræftelse',
  shift: 'vagt',
} as const;

const statusLabels = { pending: 'Afventer', sent: 'Sendt', failed: 'Fejlet' } as const;

async function mail(
  command: Extract<AdminCommand, { name: 'mail' }>,
  { handle, terminal }: AdminContext,
) {
  if (command.action === 'retry') {
    if (command.failed)
      terminal.out(
        `${plural(await requeueFailed(handle.db), 'fejlet mail', 'fejlede mails')} sat i kø igen.\n`,
      );
    const report = await drainOutbox(handle.db);
    terminal.out(
      `Sendt: ${report.sent}, prøves igen senere: ${report.retry}, fejlet: ${report.failed}.\n`,
    );
    return report.failed > 0 ? 1 : 0;
  }
  const status = await outboxStatus(handle.db);
  terminal.out(
    table(
      ['Status', 'Antal'],
      Object.entries(status.counts).map(([s, n]) => [
        statusLabels[s as keyof typeof statusLabels],
        String(n),
      ]),
    ),
  );
  terminal.out(
    `Ældste ventende: ${status.oldestPending ? formatDanishTime(status.oldestPending) : 'ingen'}\n`,
  );
  if (status.failed.length) {
    terminal.out(
      `\nFejlede mails (send igen med "mail retry --failed", når årsagen er rettet):\n${table(
        ['ID', 'Slags', 'Forsøg', 'Fejl', 'Oprettet'],
        status.failed.map((f) => [
          String(f.id),
          mailKindLabels[f.kind],
          String(f.attempts),
          f.lastError ?? '',
          formatDanishTime(f.createdAt),
        ]),
      )}`,
    );
  }
}

// Issue 26: the confirmed volunteers, one column per interest and per time ("x" where chosen).
async function volunteersCommand(
  command: Extract<AdminCommand, { name: 'volunteers' }>,
  { handle, terminal }: AdminContext,
) {
  const rows = await listConfirmedVolunteers(handle.db);
  if (command.format === 'json')
    return terminal.out(json(rows.map(({ confirmNonce, ...v }) => (void confirmNonce, v))));
  return writeList(
    command,
    terminal,
    'Frivillige',
    volunteerExportHeader,
    rows.map(volunteerExportRow),
  );
}

export async function runCommand(
  command: Exclude<AdminCommand, { name: 'help' }>,
  context: AdminContext,
): Promise<number> {
  switch (command.name) {
    case 'messages':
      return (await messages(command, context)) ?? 0;
    case 'subscribers':
      return (await subscribers(command, context)) ?? 0;
    case 'forget':
      return (await forget(command, context)) ?? 0;
    case 'purge':
      return (await purge(context)) ?? 0;
    case 'stats':
      return (await stats(context)) ?? 0;
    case 'mail':
      return (await mail(command, context)) ?? 0;
    case 'volunteers':
      return (await volunteersCommand(command, context)) ?? 0;
    case 'events':
      return (await listEvents(context)) ?? 0;
    case 'event':
      return (await eventAttendees(command, context)) ?? 0;
    case 'newsletter':
      return runNewsletter(command, context);
    case 'shifts':
      return runShifts(command, context);
  }
}
