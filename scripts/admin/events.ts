// `events` and `event <slug>`: the events in content/events with their sign-up counts, and one event's attendees as CSV.
import { eventCounts, listSignups } from '../../db/queries/event-signups';
import { getEventBySlug, getEvents } from '../../lib/content/events';
import { whenLabel } from '../../lib/events/format';
import { writeList } from './export';
import type { AdminCommand } from './args';
import type { AdminContext } from './commands';
import { table } from './format';

const statusWords = {
  pending: 'afventer bekræftelse',
  confirmed: 'tilmeldt',
  waiting: 'venteliste',
} as const;

export async function listEvents({ handle, terminal }: AdminContext) {
  const rows: string[][] = [];
  for (const event of getEvents()) {
    const counts = await eventCounts(handle.db, event.slug);
    rows.push([
      event.slug,
      whenLabel(event),
      event.status,
      event.capacity === undefined ? '–' : String(event.capacity),
      `${counts.confirmed} (${counts.confirmedPeople} pers.)`,
      `${counts.waiting} (${counts.waitingPeople} pers.)`,
    ]);
  }
  terminal.out(table(['Arrangement', 'Tid', 'Status', 'Pladser', 'Tilmeldte', 'Venteliste'], rows));
}

export async function eventAttendees(
  command: Extract<AdminCommand, { name: 'event' }>,
  { handle, terminal }: AdminContext,
) {
  if (!getEventBySlug(command.slug)) {
    terminal.err(
      `Arrangementet "${command.slug}" findes ikke i content/events. Se listen med: npm run admin -- events\n`,
    );
    return 1;
  }
  const rows = await listSignups(handle.db, command.slug);
  // Names and emails are the visitors' own text: csv.ts neutralises cells that a spreadsheet would run as formulas,
  // xlsx.ts writes them as text cells.
  return writeList(
    command,
    terminal,
    'Tilmeldinger',
    ['id', 'navn', 'email', 'personer', 'status', 'tilmeldt', 'rykket_op', 'samtykke_version'],
    rows.map((r) => [
      r.id,
      r.name,
      r.email,
      r.people,
      statusWords[r.status],
      r.createdAt,
      r.promotedAt,
      r.consentVersion,
    ]),
  );
}
