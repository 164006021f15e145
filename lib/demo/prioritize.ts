// Urgency of an enquiry (Høj / Middel / Lav) read from the situation: hazards to life and health, people at risk,
// lost heat, water or power in the cold, deadlines and nuisances. The first reason is the one that decided.
import {
  AT_RISK,
  AT_RISK_WEAK,
  COLD,
  FAMILY,
  MISSING_PERSON,
  FRAIL,
  HAZARD_LABELS,
  PEOPLE_AROUND,
  PLANNED,
  SENTENCE_HAZARDS,
  SMOKE_NUISANCE,
  SOLVED,
  THANKS,
  UNSAFE_PLACE,
  UTILITY,
  UTILITY_LOST,
  VULNERABLE,
  type HazardId,
} from './prioritize-hazards';
import { splitSentences, words } from './text';

export type Priority = 'Høj' | 'Middel' | 'Lav';
export type Prioritization = {
  priority: Priority;
  reasons: string[];
  responseTime: string;
  emergency: boolean;
};

// A term matches words starting with it; '=' asks for the exact word; a term with a space is a phrase.
const SERVICES = [
  'medicin',
  '=mad',
  'måltid',
  'hjemmehjælp',
  'hjemmepleje',
  'nødkald',
  'toilet',
  'elevator',
  'madservice',
  'kloak',
];
/** Care that did not come: "kom ikke", "har ikke fået", not any "ikke" ("der ikke selv kan lave mad"). */
const MISSING = [
  'ikke kommet',
  'kom ikke',
  'ikke fået',
  'fik ikke',
  'ikke været',
  '=ingen',
  '=intet',
  'mangler',
  'virker ikke',
  'i stykker',
  'stoppet',
  'løber over',
  'udeblev',
  'aflyst',
  'glemt',
];
const SAME_DAY = [
  'i dag',
  'i aften',
  'i morgen',
  'inden for 24 timer',
  'i nat',
  '=straks',
  'omgående',
];
/** A day named only counts when something must happen by then ("svar i dag", not "åbent i dag"). */
const NEED = [
  'svar',
  'hjælp',
  '=bruge',
  '=brug',
  'skal have',
  'løst',
  'ordnet',
  'haster',
  'nødt',
  'senest',
  '=inden',
  'ellers',
];
const DEADLINE = [
  'frist',
  'deadline',
  '=senest',
  'udløber',
  'haster',
  'snarest',
  'hurtigst muligt',
  'inden fredag',
  'inden mandag',
  'næste uge',
  'inden den',
];
const NUISANCE = [
  'hul i vejen',
  'huller',
  'ødelagt',
  'i stykker',
  'defekt',
  'virker ikke',
  'klage',
  'utilfreds',
  'forsinket',
  'venter stadig',
  'ikke svaret',
  'glat',
  'mørkt',
  'slukket',
  'rotter',
  'skimmel',
  'fugt',
  'støj',
  'ikke tømt',
  'ikke blevet tømt',
  'mobbet',
  'mobning',
  'farlig',
  'fare for',
  'væltet træ',
  'væltede træ',
  'træ er væltet',
  'spærrer',
  'knækket',
  'væltet',
  'væltede',
];
/** "på 88", "91 år": people of 75 and over count as elderly. */
const OLD_AGE = /(?<=\bpå )(?:7[5-9]|[89]\d|1[01]\d)\b|\b(?:7[5-9]|[89]\d|1[01]\d)(?= år\b)/g;
/** Frost written with digits: "-5 grader", "minus 8°". */
const FROST_DIGITS = /(?:^|\s)(?:-|minus\s?)\d+\s?(?:°|grader)/g;

type Sentence = { tokens: string[]; joined: string };

function hits({ tokens, joined }: Sentence, list: string[]): string[] {
  return list
    .filter((term) =>
      term.includes(' ')
        ? joined.includes(` ${term} `)
        : term.startsWith('=')
          ? tokens.includes(term.slice(1))
          : tokens.some((t) => t.startsWith(term)),
    )
    .map((t) => t.replace(/^=/, ''));
}

const matchAll = (re: RegExp, joined: string) => [...joined.matchAll(re)].map((m) => m[0]);

const RESPONSE: Record<Priority, string> = {
  Høj: 'Straks – senest inden for 4 timer',
  Middel: 'Inden for 2 arbejdsdage',
  Lav: 'Inden for 10 arbejdsdage',
};

/** The order in which hazards are named; the first one found decides. */
const ORDER: HazardId[] = [
  'fire',
  'gas',
  'electricity',
  'collapse',
  'violence',
  'self-harm',
  'medical',
  'chemical',
  'flooding',
  'medication',
  'utilities',
  'vulnerable',
  'unsafe-place',
  'explicit',
  'housing',
];
/** Hazards to life and health point to 112; losing one's home is urgent but no emergency. */
const NOT_EMERGENCY = new Set<HazardId>(['housing']);

export function prioritize(text: string): Prioritization {
  const hazards = new Map<HazardId, Set<string>>();
  const hazard = (id: HazardId, evidence: string[]) => {
    if (!evidence.length) return;
    const set = hazards.get(id) ?? new Set<string>();
    evidence.forEach((e) => set.add(e));
    hazards.set(id, set);
  };
  const found = {
    lostUtility: new Set<string>(),
    lostCare: new Set<string>(),
    sameDay: new Set<string>(),
    deadline: new Set<string>(),
    nuisance: new Set<string>(),
  };
  const addAll = (set: Set<string>, items: string[]) => items.forEach((i) => set.add(i));
  // Who is at risk is often named in one sentence and what happened in the next ("Min mor på 91 … Hun er faldet").
  const vulnerable = new Set<string>();
  const frail = new Set<string>();
  const atRisk = new Set<string>();
  const weakRisk = new Set<string>();
  const family = new Set<string>();
  const missing = new Set<string>();
  const cold = new Set<string>();
  const unsafe = new Set<string>();
  const people = new Set<string>();
  for (const age of text.matchAll(OLD_AGE)) {
    vulnerable.add(age[0]);
    frail.add(age[0]);
  }
  for (const m of text.toLowerCase().matchAll(FROST_DIGITS)) cold.add(m[0].trim());

  for (const raw of splitSentences(text)) {
    const tokens = words(raw);
    const joined = ` ${tokens.join(' ')} `;
    const sentence = { tokens, joined };
    // A problem thanked for as solved ("Tak fordi I fik fjernet det væltede træ") raises nothing.
    if (matchAll(THANKS, joined).length && matchAll(SOLVED, joined).length) continue;
    // "Hvad gør jeg, hvis der går ild i …?" asks about a danger; it does not report one.
    const hypothetical = /\?\s*$/.test(raw) && tokens.includes('hvis');
    for (const h of SENTENCE_HAZARDS) {
      if (hypothetical) break;
      const alone = h.alone ? matchAll(h.alone, joined) : [];
      // Smoke from a wood stove "every evening" is a nuisance to fix, not a fire.
      if (
        h.id === 'fire' &&
        alone.length &&
        alone.every((e) => /røg/.test(e)) &&
        matchAll(SMOKE_NUISANCE, joined).length
      ) {
        addAll(found.nuisance, alone);
        continue;
      }
      hazard(h.id, alone);
      if (h.object && h.state) {
        const objects = matchAll(h.object, joined);
        const states = objects.length ? matchAll(h.state, joined) : [];
        // Evidence reads as the situation: "elledning revet", "co-alarm bipper", "insulin mangler".
        if (states.length)
          hazard(
            h.id,
            objects.map((o) => (h.id === 'medication' ? `${o} mangler` : `${o} ${states[0]}`)),
          );
      }
    }
    const utilities = matchAll(UTILITY, joined);
    if (
      utilities.length &&
      matchAll(UTILITY_LOST, joined).length &&
      !matchAll(PLANNED, joined).length
    )
      addAll(found.lostUtility, utilities);
    addAll(cold, matchAll(COLD, joined));
    addAll(frail, matchAll(FRAIL, joined));
    addAll(vulnerable, matchAll(VULNERABLE, joined));
    addAll(atRisk, matchAll(AT_RISK, joined));
    addAll(weakRisk, matchAll(AT_RISK_WEAK, joined));
    addAll(family, matchAll(FAMILY, joined));
    addAll(missing, matchAll(MISSING_PERSON, joined));
    addAll(unsafe, matchAll(UNSAFE_PLACE, joined));
    addAll(people, matchAll(PEOPLE_AROUND, joined));
    const services = hits(sentence, SERVICES);
    if (services.length && hits(sentence, MISSING).length) addAll(found.lostCare, services);
    if (hits(sentence, NEED).length) addAll(found.sameDay, hits(sentence, SAME_DAY));
    addAll(found.deadline, hits(sentence, DEADLINE));
    addAll(found.nuisance, hits(sentence, NUISANCE));
  }
  if (found.lostUtility.size && (cold.size || frail.size))
    hazard('utilities', [...found.lostUtility, ...cold, ...frail]);
  if (vulnerable.size && (atRisk.size || (weakRisk.size && hazards.size)))
    hazard('vulnerable', [...vulnerable, ...atRisk, ...weakRisk]);
  // Care that did not come (hjemmepleje, mad, nødkald) is dangerous for the old, the sick and children.
  if (found.lostCare.size && (vulnerable.size || frail.size)) {
    hazard('vulnerable', [
      ...vulnerable,
      ...frail,
      ...[...found.lostCare].map((s) => `${s} mangler`),
    ]);
  }
  if (missing.size && family.size) hazard('vulnerable', [...family, ...missing]);
  if (unsafe.size && (people.size || vulnerable.size))
    hazard('unsafe-place', [...unsafe, ...people, ...vulnerable]);

  const list = (set: Set<string>) => [...set].join(', ');
  const reasons: string[] = [];
  const decided = ORDER.filter((id) => hazards.has(id));
  for (const id of decided) {
    const evidence = list(hazards.get(id)!);
    if (id === 'vulnerable') reasons.push(`Børn eller ældre i risiko (${evidence})`);
    else if (id === 'housing') reasons.push(`Risiko for at stå uden bolig (${evidence})`);
    else reasons.push(`Fare for liv og helbred – ${HAZARD_LABELS[id]} (${evidence})`);
  }
  if (found.lostUtility.size && !hazards.has('utilities'))
    reasons.push(`Varme, vand eller strøm mangler (${list(found.lostUtility)})`);
  if (found.lostCare.size && !hazards.has('vulnerable'))
    reasons.push(`Vigtig service mangler (${list(found.lostCare)})`);
  if (found.sameDay.size) reasons.push(`Skal løses i dag eller i morgen (${list(found.sameDay)})`);
  if (found.deadline.size) reasons.push(`Frist nævnt (${list(found.deadline)})`);
  if (found.nuisance.size)
    reasons.push(`Fejl eller gene, der bør udbedres (${list(found.nuisance)})`);

  const priority: Priority = decided.length ? 'Høj' : reasons.length ? 'Middel' : 'Lav';
  // The first reason is the one that decided the priority, and says so.
  if (reasons.length)
    reasons[0] = `Afgørende: ${reasons[0]!.charAt(0).toLowerCase()}${reasons[0]!.slice(1)}`;
  else
    reasons.push(
      'Ingen tegn på fare, frister eller manglende service – kan behandles i almindelig rækkefølge',
    );
  return {
    priority,
    reasons,
    responseTime: RESPONSE[priority],
    emergency: decided.some((id) => !NOT_EMERGENCY.has(id)),
  };
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
