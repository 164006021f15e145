import 'server-only';
// The night's one fetch job (issue 46), run by GET /api/cron/valgaften and by `npm run valgaften:watch`: lists the
// source's files, downloads only new ones, checks each against its official schema and stores it as an immutable
// snapshot. A broken, oversized, foreign, older or future-dated file never replaces a good one: it is stored as refused,
// with why. One file the job cannot list, read or store stops only itself, never the night.
import { createHash } from 'node:crypto';
import type { Database } from '@/db/client';
import {
  insertValgFile,
  knownValgFiles,
  saveFetchReport,
  type NewValgFile,
} from '@/db/queries/valgaften';
import { copenhagenInstant } from '@/lib/time/copenhagen';
import {
  decodeOfficial,
  fileTimestamp,
  isNewerVersion,
  kindOfPath,
  parseCandidates,
  parseResults,
  parseSeats,
  parseTurnout,
  validateOfficial,
  type OfficialKind,
  type Resultatart,
} from './official';
import type { ValgConfig } from './config';
import { openSource, UnreadableFileError, type SourceEntry, type ValgSource } from './source';

/** The largest file read: a municipality's biggest official file is well under 1 MB. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type FetchReport = {
  source: string;
  listed: number;
  accepted: number;
  refused: number;
  /** Newer versions of areas already known to belong to another municipality: not downloaded. */
  skippedForeign: number;
  /** Listed files that could not be read this time (gone, not a file, no answer in time): tried again next time. */
  unreadable: number;
  durationMs: number;
  error?: string;
};

type Refusal = 'broken' | 'schema' | 'foreign' | 'older' | 'oversized' | 'future';
type Known = Awaited<ReturnType<typeof knownValgFiles>>[number];
type Version = { kommunekode: number; areaId: number; releasedAt: Date; resultatart?: Resultatart };

const COUNT_RANK: Record<Resultatart, number> = {
  IngenResultater: 0,
  ForeløbigOptælling: 1,
  Fintælling: 2,
};
const RESULTATART = Object.keys(COUNT_RANK) as Resultatart[];

// One of our folders and a file name without a path separator or a control character (PostgreSQL stores no NUL), no
// longer than a file system allows: every name the job looks at can be stored with its verdict.
const SAFE_NAME = /^[a-z-]+\/[^/\\\u0000-\u001f\u007f]{1,250}\.json$/i;
/** The listed size as the table's integer column holds it: a listing may say 4 GB, or nothing at all. */
const storedSize = (size: number) =>
  Number.isSafeInteger(size) && size > 0 ? Math.min(size, 2 ** 31 - 1) : 0;
/** The name without its timestamp: every version of one area shares it. */
const stemOf = (name: string) => name.replace(/-\d{12}\.json$/i, '');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const danishTime = (d: Date) =>
  d.toLocaleString('da-DK', {
    timeZone: 'Europe/Copenhagen',
    dateStyle: 'short',
    timeStyle: 'short',
  });

const normalizedName = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/\s+kommune$/, '')
    .trim();
/** "Lyngbæk Kommune", "Lyngbæk_Kommune" and "Lyngbæk" are the same municipality. */
const sameMunicipalityName = (a: string, b: string) => normalizedName(a) === normalizedName(b);
/**
 * Whether a file's name carries this municipality's name (…-Lyngbæk_Kommune-Bakkehuse-…). Such a file is always read:
 * one file under the name with another municipality's content must not stop every later version of the area.
 */
const namedFor = (stem: string, municipality: string) =>
  normalizedName(stem).includes(normalizedName(municipality));

/** How far ahead of the job's clock a release time may be (clocks differ a little). */
const CLOCK_SLACK_MS = 60 * 60_000;
/** How long after the election day a rehearsal's files may be released (fintælling and official seats follow). */
const NIGHT_SPAN_MS = 7 * 24 * 60 * 60_000;

/**
 * The latest release time a file may carry. A file dated in the future would stay the newest version of its area
 * against every real update, so from the election day on the bound is the job's clock. Before that day a rehearsal
 * plays the coming night on its own dates (data/valgaften/rehearsal-lyngbaek), so the bound is that night's week.
 */
function latestRelease(at: Date, electionDay: string | undefined): number {
  const clock = at.getTime() + CLOCK_SLACK_MS;
  if (!electionDay) return clock;
  const night = copenhagenInstant(electionDay).getTime();
  return at.getTime() < night ? night + NIGHT_SPAN_MS : clock;
}

type Checked =
  | { ok: true; areaKey: string; version: Version; content: unknown }
  | { ok: false; refusal: Refusal; reason: string };

/** Decodes, validates and reads one file, and checks that it is this municipality's. */
function check(kind: OfficialKind, bytes: Uint8Array, config: ValgConfig): Checked {
  let json: unknown;
  try {
    json = decodeOfficial(bytes);
  } catch (error) {
    return { ok: false, refusal: 'broken', reason: (error as Error).message };
  }
  const valid = validateOfficial(kind, json);
  if (!valid.ok) return { ok: false, refusal: 'schema', reason: valid.reason };
  const foreign = (code: number | string | null) => ({
    ok: false as const,
    refusal: 'foreign' as const,
    reason: `Filen er fra en anden kommune (${code ?? 'ukendt'}), ikke ${config.municipalityCode}.`,
  });
  try {
    if (kind === 'valgresultater' || kind === 'valgdeltagelse') {
      const area = kind === 'valgresultater' ? parseResults(json) : parseTurnout(json);
      if (area.kommunekode !== config.municipalityCode) return foreign(area.kommunekode);
      const resultatart = 'resultatart' in area ? area.resultatart : undefined;
      return {
        ok: true,
        areaKey: `${kind === 'valgresultater' ? 'r' : 't'}:${area.kommunekode}:${area.areaId}`,
        version: { ...area, resultatart },
        content: json,
      };
    }
    if (kind === 'mandatfordeling') {
      const seats = parseSeats(json);
      if (seats.kommunekode !== null && seats.kommunekode !== config.municipalityCode)
        return foreign(seats.kommunekode);
      return {
        ok: true,
        areaKey: kind,
        version: municipalityWide(seats.releasedAt),
        content: json,
      };
    }
    const lists = parseCandidates(json);
    // kandidat-data carries the municipality's name and DAGI id but no Kommunekode: the name decides.
    if (lists.kommune && !sameMunicipalityName(lists.kommune, config.municipality))
      return foreign(lists.kommune);
    return { ok: true, areaKey: kind, version: municipalityWide(lists.releasedAt), content: json };
  } catch (error) {
    return { ok: false, refusal: 'broken', reason: (error as Error).message };
  }
}

const municipalityWide = (releasedAt: Date): Version => ({ kommunekode: 0, areaId: 0, releasedAt });

/** Runs the job once against the configured source; never throws (the report says what went wrong). */
export async function runValgFetch(
  db: Database,
  config: ValgConfig,
  options: { at?: Date; budgetMs?: number; source?: ValgSource } = {},
): Promise<FetchReport> {
  const started = Date.now();
  const at = options.at ?? new Date();
  const report: FetchReport = {
    source: '',
    listed: 0,
    accepted: 0,
    refused: 0,
    skippedForeign: 0,
    unreadable: 0,
    durationMs: 0,
  };
  if (!options.source && !config.source) {
    report.error = 'VALG_SOURCE er ikke sat: der er ingen kilde at hente fra.';
    return report;
  }
  const source = options.source ?? openSource(config.source!, { hostKey: config.hostKey });
  report.source = source.label;
  try {
    const clock = { at, latest: latestRelease(at, config.electionDay) };
    await fetchNew(db, config, source, report, started + (options.budgetMs ?? 40_000), clock);
  } catch (error) {
    report.error = `Kilden kunne ikke læses: ${(error as Error).message}`.slice(0, 300);
  } finally {
    if (!options.source) await source.close();
  }
  report.durationMs = Date.now() - started;
  await saveFetchReport(db, at, report);
  return report;
}

async function fetchNew(
  db: Database,
  config: ValgConfig,
  source: ValgSource,
  report: FetchReport,
  deadline: number,
  clock: Clock,
) {
  const known = await knownValgFiles(db);
  const byName = new Map<string, Known[]>();
  for (const k of known) byName.set(k.name, [...(byName.get(k.name) ?? []), k]);
  const foreignStems = new Set(known.filter((k) => k.refusal === 'foreign').map((k) => k.stem));
  const newest = new Map<string, Version>();
  for (const k of known.filter((k) => k.accepted && k.areaKey && k.releasedAt))
    hold(newest, k.areaKey!, {
      ...municipalityWide(k.releasedAt!),
      resultatart: RESULTATART[k.countRank ?? 0],
    });

  const listed = await source.list();
  report.listed = listed.length;
  const fresh = listed
    .filter((e) => SAFE_NAME.test(e.name) && kindOfPath(e.name))
    // A file already stored is not read again; a refused one only when its size changed (a half-written upload).
    .filter((e) => !byName.get(e.name)?.some((k) => k.accepted || k.size === storedSize(e.size)))
    .sort(byNameTime);
  for (const entry of fresh) {
    if (Date.now() > deadline) break;
    const stem = stemOf(entry.name);
    if (foreignStems.has(stem) && !namedFor(stem, config.municipality)) {
      report.skippedForeign++;
      continue;
    }
    let row: Omit<NewValgFile, 'stem'>;
    try {
      row = await examine(entry, source, config, newest, clock);
    } catch (error) {
      if (!(error instanceof UnreadableFileError)) throw error;
      report.unreadable++;
      continue;
    }
    if (row.refusal === 'foreign') foreignStems.add(stem);
    if (!(await insertValgFile(db, { ...row, stem }))) continue;
    if (row.accepted) {
      report.accepted++;
      hold(newest, row.areaKey!, {
        ...municipalityWide(row.releasedAt!),
        resultatart: RESULTATART[row.countRank!],
      });
    } else report.refused++;
  }
}

const byNameTime = (a: SourceEntry, b: SourceEntry) =>
  (fileTimestamp(a.name)?.getTime() ?? 0) - (fileTimestamp(b.name)?.getTime() ?? 0) ||
  a.name.localeCompare(b.name);

function hold(newest: Map<string, Version>, key: string, v: Version) {
  const held = newest.get(key);
  if (!held || isNewerVersion(v, held)) newest.set(key, v);
}

type Clock = { at: Date; latest: number };

async function examine(
  entry: SourceEntry,
  source: ValgSource,
  config: ValgConfig,
  newest: Map<string, Version>,
  clock: Clock,
): Promise<Omit<NewValgFile, 'stem'>> {
  const kind = kindOfPath(entry.name)!;
  const base = {
    name: entry.name,
    kind,
    size: storedSize(entry.size),
    fileTime: fileTimestamp(entry.name),
  };
  const refuse = (refusal: Refusal, reason: string, sha = `size:${entry.size}`) => ({
    ...base,
    sha256: sha,
    accepted: false,
    refusal,
    reason: reason.slice(0, 500),
  });
  if (entry.size > MAX_FILE_BYTES)
    return refuse('oversized', `Filen er for stor (${entry.size} byte; højst ${MAX_FILE_BYTES}).`);
  const bytes = await source.read(entry.name, MAX_FILE_BYTES);
  if (bytes.length > MAX_FILE_BYTES)
    return refuse(
      'oversized',
      `Filen er for stor (${bytes.length} byte; højst ${MAX_FILE_BYTES}).`,
    );
  const sha = sha256(bytes);
  const checked = check(kind, bytes, config);
  if (!checked.ok) return refuse(checked.refusal, checked.reason, sha);
  if (checked.version.releasedAt.getTime() > clock.latest)
    return refuse(
      'future',
      `Filen er frigivet i fremtiden (${danishTime(checked.version.releasedAt)}; hentet ${danishTime(clock.at)}).`,
      sha,
    );
  const version = {
    ...municipalityWide(checked.version.releasedAt),
    resultatart: checked.version.resultatart,
  };
  const held = newest.get(checked.areaKey);
  if (held && !isNewerVersion(version, held))
    return refuse(
      'older',
      `Filen er ikke nyere end den gemte version af samme område (frigivet ${danishTime(held.releasedAt)}).`,
      sha,
    );
  return {
    ...base,
    sha256: sha,
    areaKey: checked.areaKey,
    releasedAt: checked.version.releasedAt,
    countRank: COUNT_RANK[checked.version.resultatart ?? 'IngenResultater'],
    accepted: true,
    content: checked.content as object,
  };
}
