// The fictional rehearsal night (data/valgaften/rehearsal-lyngbaek): official schemas, the waves of a real night, the
// site's own list and candidates, official seats that agree with the law, and files that the script regenerates.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCandidates } from '@/lib/content/candidates';
import { site } from '@/lib/site';
import {
  decodeOfficial,
  fileTimestamp,
  kindOfPath,
  newestPerArea,
  parseCandidates,
  parseOfficialTime,
  parseResults,
  parseSeats,
  parseTurnout,
  validateOfficial,
  type AreaResult,
  type OfficialKind,
} from '@/lib/valgaften/official';
import { allocateSeats, electCandidates } from '@/lib/valgaften/seats';

const NIGHT = path.join(process.cwd(), 'data/valgaften/rehearsal-lyngbaek');
const KINDS: OfficialKind[] = [
  'kandidat-data',
  'valgresultater',
  'valgdeltagelse',
  'mandatfordeling',
];
const filesOf = (root: string) =>
  KINDS.flatMap((kind) =>
    readdirSync(path.join(root, kind)).map((name) => `${kind}/${name}`),
  ).sort();
const load = (file: string) => decodeOfficial(readFileSync(path.join(NIGHT, file)));
const only = (kind: OfficialKind) => filesOf(NIGHT).filter((f) => f.startsWith(`${kind}/`));

const results = () => only('valgresultater').map((f) => parseResults(load(f)));
const candidates = () => parseCandidates(load(only('kandidat-data')[0]!));

describe('the rehearsal night', () => {
  it('is small and says it is fictional', () => {
    expect(readFileSync(path.join(NIGHT, 'README.md'), 'utf8')).toMatch(
      /Alt i denne mappe er opdigtet/,
    );
    expect(only('kandidat-data')).toHaveLength(1);
    expect(only('mandatfordeling')).toHaveLength(1);
    expect(new Set(results().map((r) => r.areaId)).size).toBe(8);
  });

  it('validates file by file against the official municipal schemas, without the IngenResultater tolerance', () => {
    for (const file of filesOf(NIGHT)) {
      const kind = kindOfPath(file)!;
      expect(kind).toBe(file.split('/')[0]);
      const json = load(file) as Record<string, unknown>;
      expect([file, validateOfficial(kind, json)]).toEqual([file, { ok: true }]);
      if (kind === 'valgresultater') expect(json).toHaveProperty('Kandidatlister');
      if (kind !== 'mandatfordeling') expect(json.Valgart).toBe('Kommunalvalg');
      const released = parseOfficialTime(String(json.FrigivelsesTidspunktUTC)).getTime();
      expect(Math.floor(released / 60_000)).toBe(fileTimestamp(file)!.getTime() / 60_000);
    }
  });

  it('runs IngenResultater → ForeløbigOptælling → Fintælling in every area, personal votes only in the fintælling', () => {
    const byArea = new Map<number, AreaResult[]>();
    for (const r of results()) byArea.set(r.areaId, [...(byArea.get(r.areaId) ?? []), r]);
    for (const versions of byArea.values()) {
      const stages = versions
        .sort((a, b) => a.releasedAt.getTime() - b.releasedAt.getTime())
        .map((v) => v.resultatart)
        .filter((s, i, all) => s !== all[i - 1]);
      expect(stages).toEqual(['IngenResultater', 'ForeløbigOptælling', 'Fintælling']);
      for (const v of versions) {
        const hasCandidates = v.lists.some((l) => l.candidates !== null);
        expect(hasCandidates).toBe(v.resultatart === 'Fintælling');
        for (const l of v.lists.filter((l) => l.candidates))
          expect(l.stemmer).toBe(
            l.listestemmer! + l.candidates!.reduce((s, c) => s + c.personligeStemmer, 0),
          );
      }
    }
    expect(Math.max(...[...byArea.values()].map((v) => v.length))).toBe(4);
    // Keyed on Kommunekode + DAGI id, the night's "Lyngbæk" and the day's "Lyngbæk Kommune" are one municipality.
    expect(new Set(results().map((r) => r.kommune))).toEqual(
      new Set(['Lyngbæk', 'Lyngbæk Kommune']),
    );
    expect(newestPerArea(results()).every((r) => r.resultatart === 'Fintælling')).toBe(true);
  });

  it("puts the site's party on the list with its letter, the site's candidates at the top in their order", () => {
    const own = candidates().lists.find((l) => l.bogstav === site.election.listLetter)!;
    expect(own.navn).toBe(site.partyName);
    const siteNames = getCandidates()
      .sort((a, b) => a.order - b.order)
      .map((c) => c.name);
    expect(own.candidates.slice(0, siteNames.length).map((c) => c.navn)).toEqual(siteNames);
    const all = candidates().lists.flatMap((l) => l.candidates.map((c) => c.navn));
    expect(new Set(all).size).toBe(all.length);
  });

  it('reads the turnout files, which start with a byte-order mark', () => {
    for (const file of only('valgdeltagelse')) {
      expect([...readFileSync(path.join(NIGHT, file)).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(parseTurnout(load(file)).kommunekode).toBe(999);
    }
  });

  it('publishes official seats that are the law applied to the fintælling', () => {
    const lists = candidates();
    const newest = newestPerArea(results());
    const votes = (id: string) =>
      newest.reduce((sum, r) => sum + r.lists.find((l) => l.id === id)!.stemmer, 0);
    const personal = (listId: string, candidateId: string) =>
      newest.reduce(
        (sum, r) =>
          sum +
          r.lists.find((l) => l.id === listId)!.candidates!.find((c) => c.id === candidateId)!
            .personligeStemmer,
        0,
      );
    const law = allocateSeats({
      seats: 25,
      lists: lists.lists.map((l) => ({
        id: l.id,
        votes: votes(l.id),
        candidates: l.candidates.length,
      })),
      alliances: {
        valgforbund: lists.valgforbund.map((v) => v.listIds),
        listeforbund: lists.listeforbund,
      },
    });
    const alone = allocateSeats({
      seats: 25,
      lists: lists.lists.map((l) => ({
        id: l.id,
        votes: votes(l.id),
        candidates: l.candidates.length,
      })),
    });
    const letter = (id: string) => lists.lists.find((l) => l.id === id)!.bogstav;
    const moved = Object.keys(law.perList)
      .filter((id) => law.perList[id] !== alone.perList[id])
      .map((id) => `${letter(id)} ${alone.perList[id]}→${law.perList[id]}`);
    expect(moved.sort()).toEqual(['B 7→6', 'L 3→4']);
    const official = parseSeats(load(only('mandatfordeling')[0]!));
    expect(law.ties).toEqual([]);
    expect(official.seatsPerList).toEqual(
      Object.fromEntries(Object.entries(law.perList).filter(([, n]) => n > 0)),
    );
    expect(official.personal).toHaveLength(25);
    for (const list of lists.lists) {
      const outcome = electCandidates({
        opstillingsform: list.opstillingsform,
        seats: law.perList[list.id]!,
        listVotes: votes(list.id),
        listestemmer: newest.reduce(
          (s, r) => s + r.lists.find((l) => l.id === list.id)!.listestemmer!,
          0,
        ),
        candidates: list.candidates.map((c) => ({ id: c.id, personal: personal(list.id, c.id) })),
      });
      expect(
        official.personal.filter((p) => p.listId === list.id).map((p) => p.candidateId),
      ).toEqual(outcome.elected);
      expect((official.substitutes[list.id] ?? []).map((s) => s.candidateId)).toEqual(
        outcome.substitutes,
      );
    }
  });

  it('is exactly what scripts/valgaften/make-rehearsal.ts writes', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'rehearsal-'));
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/valgaften/make-rehearsal.ts', '--out', out],
        {
          stdio: 'pipe',
        },
      );
      expect(filesOf(out)).toEqual(filesOf(NIGHT));
      for (const file of filesOf(NIGHT))
        expect([
          file,
          readFileSync(path.join(out, file)).equals(readFileSync(path.join(NIGHT, file))),
        ]).toEqual([file, true]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
