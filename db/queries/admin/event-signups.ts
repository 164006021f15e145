import 'server-only';
// Tilmeldinger in the room: each event's sign-ups and counts, events in the content's order.
import { getDb } from '../../index';
import { eventCounts, listSignups } from '../event-signups';

export async function roomEventSignups(slugs: readonly string[]) {
  const db = await getDb();
  const perEvent = [];
  for (const slug of slugs)
    perEvent.push({
      slug,
      counts: await eventCounts(db, slug),
      signups: await listSignups(db, slug),
    });
  return perEvent;
}
