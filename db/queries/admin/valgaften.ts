// Kampagnerummet's view of the election night: the state row and the files, newest first.
import { desc } from 'drizzle-orm';
import type { Database } from '../../client';
import { valgFiles, valgState } from '../../schema';

export async function valgStateForRoom(db: Database) {
  const [row] = await db.select().from(valgState).limit(1);
  return row ?? null;
}

export function valgFilesForRoom(db: Database, limit = 200) {
  return db
    .select({
      id: valgFiles.id,
      name: valgFiles.name,
      kind: valgFiles.kind,
      accepted: valgFiles.accepted,
      refusal: valgFiles.refusal,
      reason: valgFiles.reason,
      releasedAt: valgFiles.releasedAt,
      fetchedAt: valgFiles.fetchedAt,
    })
    .from(valgFiles)
    .orderBy(desc(valgFiles.id))
    .limit(limit);
}
