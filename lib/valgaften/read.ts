import 'server-only';
// The public read path: one view per instance, rebuilt only when a newer snapshot (or the banner switch) appears, and
// the database asked whether one has at most once a second. A crowd behind the CDN costs one small query a second.
import type { Database } from '@/db/client';
import { newestValgFiles, valgVersion } from '@/db/queries/valgaften';
import { createHash } from 'node:crypto';
import { valgConfig } from './config';
import { buildValgView, type ValgView } from './view';

export type CachedValgView = { view: ValgView; body: string; etag: string };

const CHECK_EVERY_MS = 1_000;

type Slot = {
  entry?: CachedValgView;
  key?: string;
  checkedAt: number;
  pending?: Promise<CachedValgView>;
};
const slot: Slot = ((globalThis as { __valgView?: Slot }).__valgView ??= { checkedAt: 0 });

async function refresh(db: Database, at: number): Promise<CachedValgView> {
  const { latest, bannerOn } = await valgVersion(db);
  const key = `${latest}:${bannerOn}`;
  slot.checkedAt = at;
  if (slot.entry && slot.key === key) return slot.entry;
  const config = valgConfig();
  const files = latest > 0 ? await newestValgFiles(db) : [];
  const view = buildValgView(
    files.map((f) => ({ id: f.id, kind: f.kind, content: f.content })),
    { seats: config.seats, listLetter: config.listLetter, version: latest, bannerOn },
  );
  const body = JSON.stringify(view);
  const entry = {
    view,
    body,
    etag: `"v${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
  };
  slot.entry = entry;
  slot.key = key;
  return entry;
}

/** The current figures; concurrent callers share one check. */
export async function getValgView(db: Database, at = Date.now()): Promise<CachedValgView> {
  if (slot.entry && at - slot.checkedAt < CHECK_EVERY_MS) return slot.entry;
  slot.pending ??= refresh(db, at).finally(() => (slot.pending = undefined));
  return slot.pending;
}

/** Tests and the room's switch: the next read asks the database again. */
export function forgetValgView() {
  slot.checkedAt = 0;
}
