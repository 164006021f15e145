// The official VALG readers on real files from the Folketingsvalg 2026 night (tests/fixtures/valg, see its README).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  decodeOfficial,
  fileTimestamp,
  isNewerVersion,
  kindOfPath,
  newestPerArea,
  OfficialFileError,
  parseCandidates,
  parseOfficialTime,
  parseResults,
  parseTurnout,
  validateOfficial,
  type AreaResult,
} from '@/lib/valgaften/official';

const FIXTURES = path.join(process.cwd(), 'tests/fixtures/valg');
const read = (folder: string, name: string) => readFileSync(path.join(FIXTURES, folder, name));
const files = (folder: string) => readdirSync(path.join(FIXTURES, folder)).sort();
const EMPTY = 'valgresultater-Folketingsvalg-Nyborg_Kommune-Ullerslev-250320260929.json';
const STEGE_NIGHT = 'valgresultater-Folketingsvalg-Vordingborg_Kommune-Stege-240320262057.json';
const STEGE_FINAL = 'valgresultater-Folketingsvalg-Vordingborg_Kommune-Stege-250320261135.json';

describe('official file names', () => {
  it.each([
    [
      'valgresultater/valgresultater-Kommunalvalg-Lyngbæk_Kommune-Nord-181120252015.json',
      'valgresultater',
    ],
    ['kandidat-data-Kommunalvalg-Lyngbæk_Kommune-011120251200.json', 'kandidat-data'],
    ['mandatfordeling-Kommunalvalg-Lyngbæk_Kommune-191120251400.json', 'mandatfordeling'],
    ['valgdeltagelse-Folketingsvalg-Vordingborg_Kommune-Stege-240320261913.json', 'valgdeltagelse'],
    ['partistemmefordeling-Folketingsvalg-København-Østerbro-260220261723.json', null],
    ['Kommune-260220261723.json', null],
    ['valgresultater-Kommunalvalg-Lyngbæk_Kommune-Nord-181120252015.json.part', null],
  ])('%s is of kind %s', (name, kind) => {
    expect(kindOfPath(name)).toBe(kind);
  });

  it.each([
    [STEGE_NIGHT, '2026-03-24T20:57:00.000Z'],
    [
      '/data/kommunalvalg-134-18-11-2025/valgresultater/x-181120252359.json',
      '2025-11-18T23:59:00.000Z',
    ],
    ['valgresultater-x-320320261200.json', null],
    ['valgresultater-x-240320262460.json', null],
    ['valgresultater-x.json', null],
  ])('%s carries the UTC time %s', (name, iso) => {
    expect(fileTimestamp(name)?.toISOString() ?? null).toBe(iso);
  });

  it("matches the file's own release time to the minute", () => {
    for (const name of [STEGE_NIGHT, STEGE_FINAL]) {
      const released = parseResults(decodeOfficial(read('valgresultater', name))).releasedAt;
      expect(Math.floor(released.getTime() / 60_000)).toBe(fileTimestamp(name)!.getTime() / 60_000);
    }
  });
});

describe('decodeOfficial', () => {
  const real = read('valgresultater', STEGE_FINAL);

  it('reads UTF-8 with a byte-order mark as without it', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...real]);
    expect(decodeOfficial(withBom)).toEqual(decodeOfficial(real));
    expect(parseResults(decodeOfficial(withBom)).kommune).toBe('Vordingborg Kommune');
  });

  it.each([
    ['an empty file (a real one, 0 bytes)', read('valgresultater', EMPTY), 'Filen er tom.'],
    [
      'a file cut off mid-way',
      real.subarray(0, 2000),
      'Filen er ikke gyldig JSON (måske afbrudt undervejs).',
    ],
    [
      'bytes that are not UTF-8',
      new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      'Filen er ikke gyldig UTF-8.',
    ],
  ])('refuses %s in Danish', (_case, bytes, message) => {
    expect(() => decodeOfficial(bytes)).toThrow(new OfficialFileError(message));
  });
});

describe('parseOfficialTime', () => {
  it.each([
    ['24-03-2026 20:57:07', '2026-03-24T20:57:07.000Z'],
    ['24-03-2026', '2026-03-24T00:00:00.000Z'],
  ])('reads %s as UTC', (text, iso) => {
    expect(parseOfficialTime(text).toISOString()).toBe(iso);
  });

  it.each([
    '31-02-2026 10:00:00',
    '24-03-2026 20:61:00',
    '24-03-2026 24:00:00',
    '2026-03-24T20:57:07Z',
    '',
  ])('refuses %p in Danish', (text) => {
    expect(() => parseOfficialTime(text)).toThrow(OfficialFileError);
  });
});

describe('the official schemas', () => {
  it('are the vendored Windows-1252 originals, converted to UTF-8 and nothing else', () => {
    const cp1252 = new TextDecoder('windows-1252');
    const names = files('Snitfladebeskrivelser');
    expect(names).toHaveLength(6);
    for (const name of names) {
      const original = cp1252.decode(read('Snitfladebeskrivelser', name));
      const converted = readFileSync(
        path.join(process.cwd(), 'lib/valgaften/official/schemas', name),
        'utf8',
      );
      expect(converted).toBe(original);
      expect(converted).toMatch(
        /Afstemningsområde|Opstillingsform|Stedfortræder|Valgdeltagelse|Parti/,
      );
    }
  });

  it('accept every vendored sample file but the empty one', () => {
    const checked: string[] = [];
    for (const folder of ['valgresultater', 'valgdeltagelse', 'kandidat-data']) {
      for (const name of files(folder)) {
        if (name === EMPTY) continue;
        expect([
          name,
          validateOfficial(kindOfPath(name)!, decodeOfficial(read(folder, name))),
        ]).toEqual([name, { ok: true }]);
        checked.push(name);
      }
    }
    expect(checked).toHaveLength(10);
  });

  const final = () =>
    decodeOfficial(read('valgresultater', STEGE_FINAL)) as Record<string, unknown>;
  it.each([
    [
      'a missing field',
      () => ({ ...final(), Kommunekode: undefined }),
      'mangler feltet Kommunekode',
    ],
    [
      'a field of the wrong type',
      () => ({ ...final(), GyldigeStemmer: '5352' }),
      '/GyldigeStemmer: skal være integer',
    ],
    [
      'a time not in VALG format',
      () => ({ ...final(), FrigivelsesTidspunktUTC: '2026-03-25T11:35:37Z' }),
      'forkert format',
    ],
    ['an unknown count', () => ({ ...final(), Resultatart: 'Gæt' }), '/Resultatart: ukendt værdi'],
    ['an unknown field', () => ({ ...final(), Ekstra: 1 }), 'ukendt felt Ekstra'],
    ['a referendum', () => ({ ...final(), Valgart: 'Folkeafstemning' }), 'ikke fra et kommunal-'],
  ])('refuse %s with a Danish reason', (_case, make, reason) => {
    const json = JSON.parse(JSON.stringify(make()));
    const result = validateOfficial('valgresultater', json);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
    expect(() => parseResults(json)).toThrow(OfficialFileError);
  });
});

describe('parseResults on the real files', () => {
  const parse = (name: string) => parseResults(decodeOfficial(read('valgresultater', name)));

  it('reads the night file: a preliminary count with Kandidater null', () => {
    const night = parse(STEGE_NIGHT);
    expect(night).toMatchObject({
      valgart: 'Folketingsvalg',
      valgdag: '2026-03-24',
      kommunekode: 390,
      kommune: 'Vordingborg',
      areaId: 707768,
      areaName: 'Stege',
      resultatart: 'ForeløbigOptælling',
    });
    expect(night.lists).toHaveLength(12);
    expect(night.lists.every((l) => l.candidates === null)).toBe(true);
    expect(night.lists.find((l) => l.bogstav === 'A')).toMatchObject({
      navn: 'Socialdemokratiet',
      stemmer: 921,
    });
    expect(night.lists.reduce((sum, l) => sum + l.stemmer, 0)).toBe(night.valid);
  });

  it("reads the next day's fintælling: personal votes, and a list's total that is not the sum of its candidates", () => {
    const final = parse(STEGE_FINAL);
    expect(final.resultatart).toBe('Fintælling');
    const b = final.lists.find((l) => l.bogstav === 'B')!;
    const personal = b.candidates!.reduce((sum, c) => sum + c.personligeStemmer, 0);
    expect({ stemmer: b.stemmer, listestemmer: b.listestemmer, personal }).toEqual({
      stemmer: 91,
      listestemmer: 57,
      personal: 34,
    });
    expect(final.cast).toBe(final.valid + final.blanke + final.ugyldige);
  });

  it('reads a file before any count as the area and its voters, with no lists', () => {
    const before = parse(
      'valgresultater-Folketingsvalg-Vordingborg_Kommune-Stege-170320262048.json',
    );
    expect(before).toMatchObject({
      resultatart: 'IngenResultater',
      eligible: 4369,
      cast: 0,
      lists: [],
    });
  });
});

describe('newestPerArea', () => {
  const versions = (): AreaResult[] =>
    files('valgresultater')
      .filter((name) => name !== EMPTY)
      .map((name) => parseResults(decodeOfficial(read('valgresultater', name))));

  it('keeps the newest version of each area, keyed on Kommunekode and DAGI id whatever the names say', () => {
    const all = versions();
    const stege = all.filter((r) => r.areaId === 707768);
    expect(new Set(stege.map((r) => r.kommune))).toEqual(
      new Set(['Vordingborg', 'Vordingborg Kommune']),
    );
    expect(new Set(all.filter((r) => r.areaId === 702016).map((r) => r.kommune))).toEqual(
      new Set(['Aabenraa', 'Aabenraa Kommune']),
    );
    const newest = newestPerArea(all);
    const summary = newest.map((r) => [
      r.kommunekode,
      r.areaName,
      r.resultatart,
      r.releasedAt.toISOString(),
    ]);
    expect(summary).toEqual([
      [580, 'Aabenraa Midt', 'Fintælling', '2026-03-25T11:37:38.000Z'],
      [450, 'Ullerslev', 'ForeløbigOptælling', '2026-03-24T21:08:10.000Z'],
      [390, 'Stege', 'Fintælling', '2026-03-25T11:35:37.000Z'],
    ]);
    expect(
      newestPerArea([...all].reverse())
        .map((r) => r.areaId)
        .sort(),
    ).toEqual(newest.map((r) => r.areaId).sort());
    expect(newestPerArea([...all].reverse()).find((r) => r.areaId === 707768)?.resultatart).toBe(
      'Fintælling',
    );
  });

  it.each([
    [
      'a later release',
      '2026-03-25T11:35:37Z',
      'ForeløbigOptælling',
      '2026-03-24T20:57:07Z',
      'Fintælling',
      true,
    ],
    [
      'an earlier release, whatever its count',
      '2026-03-24T20:57:07Z',
      'Fintælling',
      '2026-03-25T11:35:37Z',
      'IngenResultater',
      false,
    ],
    [
      'the same time and a later count',
      '2026-03-24T20:57:07Z',
      'Fintælling',
      '2026-03-24T20:57:07Z',
      'ForeløbigOptælling',
      true,
    ],
    [
      'the same time and count (a copy)',
      '2026-03-24T20:57:07Z',
      'Fintælling',
      '2026-03-24T20:57:07Z',
      'Fintælling',
      false,
    ],
  ] as const)('isNewerVersion: %s', (_case, atA, countA, atB, countB, newer) => {
    const version = (at: string, resultatart: AreaResult['resultatart']) => ({
      kommunekode: 390,
      areaId: 707768,
      releasedAt: new Date(at),
      resultatart,
    });
    expect(isNewerVersion(version(atA, countA), version(atB, countB))).toBe(newer);
  });

  it("keeps a regionsrådsvalg's file of the same area apart from the kommunalvalg's", () => {
    const [night, final] = [STEGE_NIGHT, STEGE_FINAL].map((n) =>
      parseResults(decodeOfficial(read('valgresultater', n))),
    );
    const regional = { ...final!, valgart: 'Regionsrådsvalg' };
    expect(newestPerArea([night!, regional]).map((r) => r.valgart)).toEqual([
      'Folketingsvalg',
      'Regionsrådsvalg',
    ]);
  });

  it('prefers the later count when two versions carry the same release time', () => {
    const [night, final] = [STEGE_NIGHT, STEGE_FINAL].map((n) =>
      parseResults(decodeOfficial(read('valgresultater', n))),
    );
    const sameTime = { ...final!, releasedAt: night!.releasedAt };
    expect(newestPerArea([sameTime, night!])).toEqual([sameTime]);
    expect(newestPerArea([night!, sameTime])).toEqual([sameTime]);
  });
});

describe('parseTurnout and parseCandidates', () => {
  it('reads the turnout readings of a polling area, its string DAGI id as a number', () => {
    const turnout = parseTurnout(
      decodeOfficial(
        read(
          'valgdeltagelse',
          'valgdeltagelse-Folketingsvalg-Vordingborg_Kommune-Stege-240320261913.json',
        ),
      ),
    );
    expect(turnout).toMatchObject({ kommunekode: 390, areaId: 707768, areaName: 'Stege' });
    expect(turnout.readings[0]).toEqual({ tidspunkt: '10:00:00', eligible: 4368, cast: 957 });
    expect(turnout.readings.map((r) => r.cast)).toEqual(
      [...turnout.readings.map((r) => r.cast)].sort((a, b) => a - b),
    );
  });

  it("refuses a Folketingsvalg's kandidat-data: the site reads municipal lists", () => {
    const fv = decodeOfficial(
      read('kandidat-data', 'kandidat-data-Folketingsvalg-4-Bornholm-150320261120.json'),
    );
    expect(validateOfficial('kandidat-data', fv)).toEqual({ ok: true });
    expect(() => parseCandidates(fv)).toThrow(OfficialFileError);
  });
});

describe('municipal files (KVRV schemas, from the fictional rehearsal night)', () => {
  const NIGHT = path.join(process.cwd(), 'data/valgaften/rehearsal-lyngbaek');
  const first = (folder: string, match: RegExp) =>
    decodeOfficial(
      readFileSync(
        path.join(
          NIGHT,
          folder,
          readdirSync(path.join(NIGHT, folder))
            .sort()
            .find((n) => match.test(n))!,
        ),
      ),
    ) as Record<string, unknown>;
  const kandidatdata = () => first('kandidat-data', /\.json$/);

  it('reads the lists in ballot order with their candidates in list order and the valgforbund', () => {
    const parsed = parseCandidates(kandidatdata());
    expect(parsed.lists.map((l) => l.bogstav)).toEqual(['B', 'G', 'K', 'L', 'S', 'U', 'V']);
    expect(parsed.lists.map((l) => l.opstillingsform)).toContain('Partiliste');
    for (const l of parsed.lists)
      expect(l.candidates.map((c) => c.placering)).toEqual(l.candidates.map((_, i) => i + 1));
    const ids = (...letters: string[]) =>
      letters.map((b) => parsed.lists.find((l) => l.bogstav === b)!.id);
    expect(parsed.valgforbund).toEqual([
      expect.objectContaining({ navn: 'Grønt Fremtidsforbund', listIds: ids('G', 'L') }),
    ]);
    expect(parsed.listeforbund).toEqual([]);
  });

  it('reads lists that share a field on the ballot (§ 39, stk. 2) as a listeforbund', () => {
    const json = kandidatdata() as {
      Kandidatlister: { Stemmeseddelsplacering: number; KandidatlisteId: string }[];
    };
    const [, second, third] = json.Kandidatlister;
    third!.Stemmeseddelsplacering = second!.Stemmeseddelsplacering;
    expect(parseCandidates(json).listeforbund).toEqual([
      [second!.KandidatlisteId, third!.KandidatlisteId],
    ]);
  });

  it('tolerates a missing list array only in an IngenResultater file', () => {
    const before = first('valgresultater', /-19112029\d{4}\.json$/);
    const night = first('valgresultater', /-20112029\d{4}\.json$/);
    const without = (json: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(json).filter(
          ([key]) => key !== 'Kandidatlister' && key !== 'GodkendelsesDatoUTC',
        ),
      );
    expect(before.Resultatart).toBe('IngenResultater');
    expect(validateOfficial('valgresultater', without(before))).toEqual({ ok: true });
    expect(parseResults(without(before)).lists).toEqual([]);
    expect(night.Resultatart).toBe('ForeløbigOptælling');
    expect(validateOfficial('valgresultater', without(night))).toEqual({
      ok: false,
      reason:
        'Filen følger ikke den officielle beskrivelse KVRV-Valgresultater (roden: mangler feltet Kandidatlister).',
    });
  });
});
