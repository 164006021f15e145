// File names on data.valg.dk: `<kind>-<Valgart>-<Kommune>[-<Område>]-<DDMMYYYYHHMM>.json`. An update is a new file
// with a newer timestamp; the old one stays, so the newest version of each area has to be picked.
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
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  return same ? date : null;
}

/** The key of a polling area: municipality code and DAGI id, never a name. */
export const areaKey = (a: { kommunekode: number; areaId: number }) =>
  `${a.kommunekode}:${a.areaId}`;

const RANK: Record<Resultatart, number> = {
  IngenResultater: 0,
  ForeløbigOptælling: 1,
  Fintælling: 2,
};

type Versioned = {
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

/** The newest version of each polling area (keyed on Kommunekode + DAGI id), in the order the areas first appear. */
export function newestPerArea<T extends Versioned>(versions: Iterable<T>): T[] {
  const newest = new Map<string, T>();
  for (const v of versions) {
    const key = areaKey(v);
    const held = newest.get(key);
    if (!held || isNewerVersion(v, held)) newest.set(key, v);
  }
  return [...newest.values()];
}
