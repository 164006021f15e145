// The fictional Lyngbæk Kommune of the rehearsal night: its polling areas, its lists and their candidates. Nothing here
// is real. Fremtidslisten's first candidates are the site's own (content/candidates), read when the night is made.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const KOMMUNE = {
  kode: 999,
  navn: 'Lyngbæk Kommune',
  kortNavn: 'Lyngbæk',
  fil: 'Lyngbæk_Kommune',
};

/** Polling areas: DAGI ids in a range no real area uses, voters as of the (fictional) valgliste. */
export const AREAS = [
  { nummer: 1, dagiId: 9990001, navn: 'Lyngbæk Midt', eligible: 6120 },
  { nummer: 2, dagiId: 9990002, navn: 'Lyngbæk Nord', eligible: 4870 },
  { nummer: 3, dagiId: 9990003, navn: 'Strandby', eligible: 3510 },
  { nummer: 4, dagiId: 9990004, navn: 'Egeskov', eligible: 2890 },
  { nummer: 5, dagiId: 9990005, navn: 'Møllevang', eligible: 5230 },
  { nummer: 6, dagiId: 9990006, navn: 'Havnen', eligible: 4410 },
  { nummer: 7, dagiId: 9990007, navn: 'Skovlund', eligible: 3760 },
  { nummer: 8, dagiId: 9990008, navn: 'Bakkehuse', eligible: 2980 },
];

export type CastList = {
  bogstav: string;
  navn: string;
  opstillingsform: 'Sideordnet' | 'Partiliste';
  /** Share of the valid votes across the municipality, before each area's variation. */
  share: number;
  /** Change from the last election per area as a share of this one's votes; null for a list new at this election. */
  lastTime: number | null;
  candidates: number;
};

export const LISTS: CastList[] = [
  {
    bogstav: 'B',
    navn: 'Borgerlisten Lyngbæk',
    opstillingsform: 'Sideordnet',
    share: 0.24,
    lastTime: -0.06,
    candidates: 11,
  },
  {
    bogstav: 'G',
    navn: 'Grøn Lyngbæk',
    opstillingsform: 'Sideordnet',
    share: 0.09,
    lastTime: 0.02,
    candidates: 7,
  },
  {
    bogstav: 'K',
    navn: 'Kystlisten',
    opstillingsform: 'Partiliste',
    share: 0.12,
    lastTime: -0.01,
    candidates: 8,
  },
  {
    bogstav: 'L',
    navn: 'Fremtidslisten',
    opstillingsform: 'Sideordnet',
    share: 0.135,
    lastTime: 0.05,
    candidates: 10,
  },
  {
    bogstav: 'S',
    navn: 'Sammen for Lyngbæk',
    opstillingsform: 'Sideordnet',
    share: 0.21,
    lastTime: -0.03,
    candidates: 10,
  },
  {
    bogstav: 'U',
    navn: 'Ungdomslisten',
    opstillingsform: 'Partiliste',
    share: 0.07,
    lastTime: null,
    candidates: 6,
  },
  {
    bogstav: 'V',
    navn: 'Landsbylisten',
    opstillingsform: 'Sideordnet',
    share: 0.12,
    lastTime: 0.01,
    candidates: 8,
  },
];

/** One valgforbund (§ 38): Grøn Lyngbæk and Fremtidslisten; with these shares it moves a seat from B to L. */
export const VALGFORBUND = [{ navn: 'Grønt Fremtidsforbund', bogstaver: ['G', 'L'] }];

const FIRST = [
  'Anne',
  'Bo',
  'Camilla',
  'Dennis',
  'Ella',
  'Frederik',
  'Gitte',
  'Henrik',
  'Ida',
  'Jakob',
  'Karen',
  'Lars',
  'Maja',
  'Niels',
  'Olivia',
  'Peter',
  'Rikke',
  'Søren',
  'Tine',
  'Ulrik',
  'Vibeke',
  'William',
  'Asta',
  'Birk',
  'Cecilie',
  'Emil',
  'Freja',
  'Gustav',
  'Hanne',
  'Ib',
  'Johanne',
  'Kasper',
  'Line',
  'Mads',
  'Nanna',
  'Oskar',
  'Pia',
  'Rasmus',
  'Sofie',
  'Thomas',
  'Vera',
  'Aksel',
  'Bente',
  'Carl',
  'Dorthe',
  'Erik',
  'Filippa',
  'Gorm',
  'Helle',
  'Jens',
];
const LAST = [
  'Andersen',
  'Bech',
  'Christiansen',
  'Dahl',
  'Eriksen',
  'Frost',
  'Gregersen',
  'Holm',
  'Iversen',
  'Juhl',
  'Kjær',
  'Lauridsen',
  'Madsen',
  'Nygaard',
  'Overgaard',
  'Poulsen',
  'Rasmussen',
  'Skov',
  'Thomsen',
  'Vestergaard',
  'Winther',
  'Østergaard',
  'Bak',
  'Dalgaard',
  'Enevoldsen',
  'Fisker',
  'Hvid',
  'Krogh',
  'Lund',
  'Mortensen',
];
export const STILLINGER = [
  'Sygeplejerske',
  'Selvstændig tømrer',
  'Pensioneret skoleleder',
  'Studerende',
  'Landmand',
  'Pædagog',
  'Ingeniør',
  'Butiksansat',
  'Revisor',
  'Socialrådgiver',
  'Havnefoged',
  'Buschauffør',
  'Jordemoder',
  'Kok',
];

/** Fictional names, none repeated: first and last names walked in two different strides. */
export function fictionalNames(count: number, taken: Set<string>): string[] {
  const names: string[] = [];
  for (let i = 0; names.length < count; i++) {
    const name = `${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 11 + 3) % LAST.length]}`;
    if (!taken.has(name)) {
      taken.add(name);
      names.push(name);
    }
  }
  return names;
}

/** The site's own candidates (content/candidates/*.mdx, Danish), in their order: Fremtidslisten's top of the list. */
export function siteCandidates(root: string): { name: string; title: string }[] {
  const dir = path.join(root, 'content/candidates');
  const field = (text: string, key: string) =>
    new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(text)?.[1]?.trim() ?? '';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => (field(text, 'locale') || 'da') === 'da')
    .map((text) => ({
      name: field(text, 'name'),
      title: field(text, 'title'),
      order: Number(field(text, 'order')),
    }))
    .sort((a, b) => a.order - b.order)
    .map(({ name, title }) => ({ name, title }));
}
