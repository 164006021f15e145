// File names on data.valg.dk: `<kind>-<Valgart>-<Kommune>[-<Område>]-<DDMMYYYYHHMM>.json`. An update is a new file
// with a newer timestamp; the old one stays, so the newest version of each area has to be picked.
import { parseLocalDateTime } from '@/lib/time/copenhagen';
import type { OfficialKind, Resultatart } from './types';

const KINDS: OfficialKind[] = [
  'valgresultater',
  'kandidat-data',
  'mandatfordeling',
  'valgdeltagelse',
];

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** The kind of an official file from its path or name (`valgresultater-Kommunalvalg-…json`), or null. */
export function kindOfPath(name: string): OfficialKind | null {
  const base = baseName(name);
  if (!base.toLowerCase().endsWith('.json')) return null;
  return KINDS.find((kind) => base.startsWith(`${kind}-`)) ?? null;
}

/** The release time in a file's name (DDMMYYYYHHMM, UTC), or null when the name carries none or an impossible one. */
export function fileTimestamp(name: string): Date | null {
  const match = /-(\d{2})(\d{2})(\d{4})(\d{2})(\d{2})\.json$/i.exec(baseName(name));
  if (!match) return null;
  const [, day, month, year, hour, minute] = match;
  const t = parseLocalDateTime(`${year}-${month}-${day} ${hour}:${minute}`);
  return t ? new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute)) : null;
}

/**
 * The key of a polling area: the election, the municipality code and the DAGI id, never a name. The election is part
 * of it because kommunal- and regionsrådsvalg are held the same day in the same polling areas, and their files are
 * named side by side (valgresultater-Kommunalvalg-…, valgresultater-Regionsrådsvalg-…).
 */
const areaKey = (a: Versioned) => `${a.valgart ?? ''}:${a.kommunekode}:${a.areaId}`;

const RANK: Record<Resultatart, number> = {
  IngenResultater: 0,
  ForeløbigOptælling: 1,
  Fintælling: 2,
};

type Versioned = {
  valgart?: string;
  kommunekode: number;
  areaId: number;
  releasedAt: Date;
  resultatart?: Resultatart;
};

/** True when `a` is a newer version of an area than `b`: later release, or at the same time a later count. */
export function isNewerVersion(a: Versioned, b: Versioned): boolean {
  const dt = a.releasedAt.getTime() - b.releasedAt.getTime();
  if (dt !== 0) return dt > 0;
  return RANK[a.resultatart ?? 'IngenResultater'] > RANK[b.resultatart ?? 'IngenResultater'];
}

/** The newest version of each polling area (keyed on Valgart, Kommunekode and DAGI id), in first-seen order. */
export function newestPerArea<T extends Versioned>(versions: Iterable<T>): T[] {
  const newest = new Map<string, T>();
  for (const v of versions) {
    const key = areaKey(v);
    const held = newest.get(key);
    if (!held || isNewerVersion(v, held)) newest.set(key, v);
  }
  return [...newest.values()];
}
