// Urgency of an enquiry (Høj / Middel / Lav) from signs of danger, people at risk, deadlines and lost services.
import { splitSentences, words } from './text';

export type Priority = 'Høj' | 'Middel' | 'Lav';
export type Prioritization = { priority: Priority; reasons: string[]; responseTime: string; emergency: boolean };

// A term matches words starting with it; '=' asks for the exact word; a term with a space is a phrase.
const DANGER = [
  'livsfare', 'fare for', 'farlig', 'brand', 'brænder', 'røg', 'gaslugt', '=gas', '=gassen', 'gasudslip', 'kulilte', 'ulykke', 'kvæstet',
  'bevidstløs', 'bløder', '=vold', 'voldelig', 'voldsramt', 'truet', 'trussel', 'trusler', 'selvmord', 'strømførende', 'ledninger',
  'væltet træ', 'væltede træ', 'styrtet sammen', 'kollaps', 'glasskår', 'usikret', 'åbent hul', 'faldet ned', 'skadet',
  'vejrtrækning', 'trække vejret', 'oversvømmet', 'drukn', 'nedstyrtnings',
];
const VULNERABLE = [
  '=barn', '=barnet', '=børn', '=børnene', 'baby', 'spædbarn', 'dreng', 'pige', 'ældre', 'dement', 'demens', 'gangbesvær',
  'kørestol', 'handicap', 'plejehjem', 'plejecent', 'min mor', 'min far', 'bedstemor', 'bedstefar', 'pensionist', '=elev',
];
const AT_RISK = [
  'faldet', 'falder', 'alene hjemme', 'omsorgssvigt', 'sulten', 'ikke spist', 'ikke fået mad', 'ikke fået medicin', 'forsvundet',
  'bange', 'forvirret', 'underernær', 'låst ude', 'skadet', 'slået', 'græder', 'uden opsyn', 'ligger på gulvet',
];
/** "på 88", "91 år": people of 75 and over count as elderly. */
const OLD_AGE = /(?<=\bpå )(?:7[5-9]|[89]\d|1[01]\d)\b|\b(?:7[5-9]|[89]\d|1[01]\d)(?= år\b)/g;
const ALWAYS_AT_RISK = ['omsorgssvigt', 'underretning', 'mishandl'];
const SERVICES = [
  'varme', 'vand', 'strøm', 'medicin', '=mad', 'måltid', 'hjemmehjælp', 'hjemmepleje', 'nødkald', 'toilet', 'elevator',
  'ilt', 'insulin', 'kloak', 'madservice',
];
const MISSING = ['=ikke', '=ingen', '=intet', '=uden', 'mangler', 'virker ikke', 'i stykker', 'stoppet', 'løber over', 'udeblev', 'kom ikke'];
const SAME_DAY = ['i dag', 'i aften', 'i morgen', 'inden for 24 timer', 'i nat', '=straks', 'omgående', '=akut'];
const DEADLINE = ['frist', 'deadline', 'senest', 'udløber', 'haster', 'snarest', 'hurtigst muligt', 'inden fredag', 'inden mandag', 'næste uge', 'inden den'];
const NUISANCE = [
  'hul i vejen', 'huller', 'ødelagt', 'i stykker', 'defekt', 'virker ikke', 'klage', 'utilfreds', 'forsinket',
  'venter stadig', 'ikke svaret', 'glat', 'mørkt', 'slukket', 'rotter', 'skimmel', 'fugt', 'støj', 'ikke tømt', 'ikke blevet tømt', 'mobbet', 'mobning',
];

type Sentence = { tokens: string[]; joined: string };

function hits({ tokens, joined }: Sentence, terms: string[]): string[] {
  return terms.filter((term) =>
    term.includes(' ')
      ? joined.includes(` ${term}`)
      : term.startsWith('=')
        ? tokens.includes(term.slice(1))
        : tokens.some((t) => t.startsWith(term)),
  ).map((t) => t.replace(/^=/, ''));
}

const RESPONSE: Record<Priority, string> = {
  Høj: 'Straks – senest inden for 4 timer',
  Middel: 'Inden for 2 arbejdsdage',
  Lav: 'Inden for 10 arbejdsdage',
};

export function prioritize(text: string): Prioritization {
  const found = { danger: new Set<string>(), risk: new Set<string>(), lost: new Set<string>(), sameDay: new Set<string>(), deadline: new Set<string>(), nuisance: new Set<string>() };
  const addAll = (set: Set<string>, items: string[]) => items.forEach((i) => set.add(i));
  // Who is at risk is often named in one sentence and what happened in the next ("Min mor på 91 … Hun er faldet").
  const vulnerable = new Set<string>();
  const atRisk = new Set<string>();
  for (const age of text.matchAll(OLD_AGE)) vulnerable.add(age[0]);
  for (const raw of splitSentences(text)) {
    const tokens = words(raw);
    const sentence = { tokens, joined: ` ${tokens.join(' ')}` };
    addAll(found.danger, hits(sentence, DANGER));
    addAll(vulnerable, hits(sentence, VULNERABLE));
    addAll(atRisk, hits(sentence, AT_RISK));
    addAll(found.risk, hits(sentence, ALWAYS_AT_RISK));
    const services = hits(sentence, SERVICES);
    const missing = hits(sentence, MISSING);
    if (services.length && missing.length) addAll(found.lost, services);
    addAll(found.sameDay, hits(sentence, SAME_DAY));
    addAll(found.deadline, hits(sentence, DEADLINE));
    addAll(found.nuisance, hits(sentence, NUISANCE));
  }
  if (vulnerable.size && atRisk.size) addAll(found.risk, [...vulnerable, ...atRisk]);
  const list = (set: Set<string>) => [...set].join(', ');
  const reasons: string[] = [];
  if (found.danger.size) reasons.push(`Fare for personer (${list(found.danger)})`);
  if (found.risk.size) reasons.push(`Børn eller ældre i risiko (${list(found.risk)})`);
  if (found.lost.size) reasons.push(`Vigtig service mangler (${list(found.lost)})`);
  if (found.sameDay.size) reasons.push(`Skal løses i dag eller i morgen (${list(found.sameDay)})`);
  if (found.deadline.size) reasons.push(`Frist nævnt (${list(found.deadline)})`);
  if (found.nuisance.size) reasons.push(`Fejl eller gene, der bør udbedres (${list(found.nuisance)})`);

  const high = found.danger.size + found.risk.size + found.lost.size + found.sameDay.size > 0;
  const priority: Priority = high ? 'Høj' : found.deadline.size || found.nuisance.size ? 'Middel' : 'Lav';
  if (!reasons.length) reasons.push('Ingen tegn på fare, frister eller manglende service – kan behandles i almindelig rækkefølge');
  return { priority, reasons, responseTime: RESPONSE[priority], emergency: found.danger.size > 0 };
}

export function formatPrioritization(p: Prioritization): string {
  return [
    `Prioritet: ${p.priority}`,
    'Begrundelse:',
    ...p.reasons.map((r) => `• ${r}`),
    `Foreslået svartid: ${p.responseTime}`,
    ...(p.emergency ? ['Ved akut fare for liv og helbred: ring 112.'] : []),
  ].join('\n');
}
