// The election night's files and state. Takes the executor first, like every verb in db/queries. Files are only ever
// inserted: an accepted file is an immutable snapshot, and the newest per area is picked when reading.
import { desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { valgFiles, valgState } from '../schema';

export type NewValgFile = typeof valgFiles.$inferInsert;

/** Every file seen so far, without its content: what the fetch job needs to skip what it has. */
export function knownValgFiles(db: Database) {
  return db
    .select({
      name: valgFiles.name,
      stem: valgFiles.stem,
      sha256: valgFiles.sha256,
      size: valgFiles.size,
      kind: valgFiles.kind,
      accepted: valgFiles.accepted,
      refusal: valgFiles.refusal,
      areaKey: valgFiles.areaKey,
      releasedAt: valgFiles.releasedAt,
      countRank: valgFiles.countRank,
    })
    .from(valgFiles);
}

/** Stores one file once; a second job that got there first wins (same name and content). */
export async function insertValgFile(db: Database, file: NewValgFile): Promise<boolean> {
  const rows = await db
    .insert(valgFiles)
    .values(file)
    .onConflictDoNothing()
    .returning({ id: valgFiles.id });
  return rows.length > 0;
}

export async function saveFetchReport(db: Database, at: Date, report: unknown) {
  await db
    .insert(valgState)
    .values({ id: 1, lastFetchAt: at, lastFetch: report })
    .onConflictDoUpdate({ target: valgState.id, set: { lastFetchAt: at, lastFetch: report } });
}

export async function setValgBanner(db: Database, on: boolean, by: string) {
  await db
    .insert(valgState)
    .values({ id: 1, bannerOn: on, bannerChangedBy: by })
    .onConflictDoUpdate({ target: valgState.id, set: { bannerOn: on, bannerChangedBy: by } });
}

/** What the public read path keys its cache on: the newest accepted snapshot and the banner, in one small query. */
export async function valgVersion(db: Database): Promise<{ latest: number; bannerOn: boolean }> {
  const [row] = await db
    .select({
      latest: sql<number>`coalesce((${db
        .select({ m: max(valgFiles.id) })
        .from(valgFiles)
        .where(eq(valgFiles.accepted, true))}), 0)`.mapWith(Number),
      bannerOn: sql<boolean>`coalesce((select ${valgState.bannerOn} from ${valgState} where ${valgState.id} = 1), false)`,
    })
    .from(sql`(select 1) as one`);
  return { latest: row?.latest ?? 0, bannerOn: row?.bannerOn === true };
}

/** The newest accepted version of each area and municipality-wide file, with its content. */
export function newestValgFiles(db: Database) {
  return db
    .selectDistinctOn([valgFiles.areaKey], {
      id: valgFiles.id,
      kind: valgFiles.kind,
      areaKey: valgFiles.areaKey,
      content: valgFiles.content,
    })
    .from(valgFiles)
    .where(eq(valgFiles.accepted, true))
    .orderBy(
      valgFiles.areaKey,
      desc(valgFiles.releasedAt),
      desc(valgFiles.countRank),
      desc(valgFiles.id),
    );
}
