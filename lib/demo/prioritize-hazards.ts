// Situations that endanger life or health, as patterns over a sentence's lower-case words joined by single spaces.
// A pattern matches whole words: W is the rest of a word, so 'gaslugt' + W also takes "gaslugten".

const W = '[\\p{L}\\d-]*';
const WORDS = (n: number) => `(?:[\\p{L}\\d-]+ ){0,${n}}`;

/** One regular expression for a list of alternatives, matching whole words of a space-joined sentence. */
const terms = (alternatives: string[]) => new RegExp(`(?<= )(?:${alternatives.join('|')})(?= )`, 'gu');

export type HazardId =
  | 'explicit'
  | 'fire'
  | 'gas'
  | 'electricity'
  | 'flooding'
  | 'collapse'
  | 'violence'
  | 'self-harm'
  | 'medical'
  | 'medication'
  | 'utilities'
  | 'vulnerable'
  | 'unsafe-place'
  | 'housing'
  | 'chemical';

/**
 * A hazard found in one sentence: any of `alone`, or one of `object` together with one of `state` in the same sentence
 * ("et kabel … slår gnister", "altanen … er revnet").
 */
export type SentenceHazard = { id: HazardId; alone?: RegExp; object?: RegExp; state?: RegExp };

export const SENTENCE_HAZARDS: SentenceHazard[] = [
  {
    id: 'explicit',
    alone: terms([`livsfar${W}`, 'fare for (?:liv|livet|mit liv|hans liv|hendes liv|deres liv)', `nødsituation${W}`, 'akut', 'ring 112', 'ringet 112', 'ringet til 112']),
  },
  {
    id: 'fire',
    alone: terms([
      `[\\p{L}-]*brand(?:en|e|ene)?`, 'brænder', 'brændte', 'står i brand', `flamme${W}`, 'ild', 'ilden', 'ild i',
      'røg', 'røgen', `[\\p{L}-]+røg(?:en)?`, `røgudvikling${W}`, `(?:ryger|røg|osede|oser) ${WORDS(1)}(?:fra|ud|op)`,
      'brændt lugt', 'lugter brændt', `lugt af brænd${W}`, `brændelugt${W}`, `svidd${W}`, 'gløder',
      'i brand', `antændt${W}`, `selvantænd${W}`, `eksplosion${W}`, 'eksploderet', 'eksploderede', 'sprunget i luften',
    ]),
    object: terms([`røgalarm${W}`, `brandalarm${W}`, `røgmelder${W}`]),
    state: terms(['hyler', 'hylede', 'går', 'gik', 'lyder', 'larmer', 'bimler']),
  },
  {
    id: 'gas',
    alone: terms([
      `gaslugt${W}`, `lugt${W} af gas(?:sen)?`, `lugter ${WORDS(3)}af gas(?:sen)?`, `gasudslip${W}`, `gaslæk${W}`,
      `kulilte${W}`, `kulos${W}`, `kulmonoxid${W}`,
    ]),
    // Either order: "gassen siver ud", "det siver gas ud af måleren", "co-alarmen bipper".
    object: terms([
      `co-alarm${W}`, `co-måler${W}`, `gasalarm${W}`, `gas(?:fyr|komfur|kedel|kamin|ovn)${W}`, 'gas', 'gassen',
      `(?:kul|gas|engangs)?grill${W}`,
      `gas(?:ledning|rør|måler|installation)${W}`,
    ]),
    state: terms([
      'bipper', 'hyler', 'piber', 'lyder', 'larmer', 'alarmerer', 'hovedpine', 'svimmel', 'svimle', 'kvalme', `besvime${W}`,
      'døsig', 'døsige', 'siver', 'sivede', 'strømmer', 'lækker', 'læk', 'utæt', 'slipper ud', 'hvæser', 'fosser',
      'indendørs', 'sløv', 'sløve',
    ]),
  },
  {
    id: 'electricity',
    alone: terms(['strømførende', `højspænding${W}`, '(?:fået|fik|får|giver|gav|slår) (?:et |ham |hende |mig )?(?:el)?stød']),
    object: terms([
      `(?:el-?|strøm|luft|højspændings)?(?:ledning|kabel|kabl)(?:en|et|er|erne)?`,
      `el-?(?:mast|skab|tavle|kabel|ledning|installation)${W}`,
      `(?:strøm|el)-?master${W}`, `stikkontakt${W}`, `kontakten`, `el-?installation${W}`, `elmåler${W}`, `kortslutning${W}`,
    ]),
    state: terms([
      'nede', 'ned', 'revet', 'væltet', 'væltede', 'knækket', 'knækkede', 'hænger', 'hængende', 'ligger', 'blottet',
      'blottede', 'blotlagt', 'blotlagte', 'åben', 'åbent', 'åbne', `gnist${W}`, 'brudt', 'fremme', 'frilagt', 'frilagte',
      'stikker ud', 'beskadiget', 'flået', 'under vand', 'brændt lugt', 'lugter brændt', `smelte${W}`, 'smeltet', 'røg', 'ryger',
    ]),
  },
  {
    id: 'flooding',
    alone: terms([
      // A flood happening, not the topic ("sikring mod oversvømmelse", "plan for oversvømmelser").
      '(?<!(?:mod|imod|om|for) )oversvømme(?:t|de|r|s|lse|lsen)', 'står under vand', `(?:spilde|regn|grund|kloak)vand(?:et)? ${WORDS(1)}(?:står|stiger|trænger|løber ind)`,
      `står ${WORDS(1)}(?:spilde|regn|kloak)vand`, '(?:massivt|dybt) vand', `står ${WORDS(1)}fuld af vand`,
      `vand${W} ${WORDS(6)}(?:sidder fast|kørt fast|kører fast|fanget)`, `(?:sidder fast|kørt fast) ${WORDS(4)}vand${W}`, 'under vand', `vand(?:et|stand|standen)? (?:stiger|steg|er steget)`,
      `vand(?:et)? ${WORDS(1)}(?:trænger|løber|strømmer|fosser|vælter|siver) ${WORDS(2)}ind`, 'gået over (?:sine|sin|dens|deres) bredder',
      `vand(?:et)? står ${WORDS(2)}(?:ind|op|i|over|på)`, `kloak${W} (?:løber|er løbet|står) over`, `(?:vandrør|rør)${W} (?:er )?sprunget`,
    ]),
  },
  {
    id: 'collapse',
    alone: terms([
      '(?:styrtet|styrter|styrtede|braset|braser|faldet|falder|sunket|synker|synke) sammen', `sammenstyrt${W}`,
      `nedstyrtning${W}`, `kollaps${W}`, `jordskred${W}`, 'skredet', '(?:styrtet|styrtede|styrter|braset|brasede) ned',
    ]),
    object: terms([
      `[\\p{L}-]*tag(?:et)?`, `loft(?:et|er|erne)?`, `væg(?:gen)?`, `vægge(?:n|ne)?`, `mur(?:en|e)?`, `altan${W}`, `bro(?:en)?`,
      `trappe(?:n)?`, `bjælke${W}`, `stillads${W}`, `[\\p{L}-]*skur(?:et)?`, `fundament${W}`, `skorsten${W}`, `tagsten${W}`,
      `tagplade${W}`, `facade${W}`, `gavl${W}`, `bygning${W}`, 'beton', 'betonen', 'puds', 'pudsen', `tagrende${W}`, `bærende${W}`,
      `gren${W}`, 'træ', 'træet', 'træer', 'træerne', 'brædder', 'brædderne', 'kran', 'kranen', `lygtepæl${W}`, `mast${W}`,
    ]),
    state: terms([
      `revne${W}`, 'revnet', 'revnede', 'skævt', 'skæv', 'giver efter', `(?:falder|faldt|faldet|falde) ${WORDS(3)}ned`,
      'ved at falde', 'hænger løst', 'løse', 'bugner', 'buler', 'bule', 'bulen', 'synker', 'skrider', 'skred', 'hælder', `smuldr${W}`,
      'faretruende', 'ved at vælte', 'vælter', `truer med at (?:falde|vælte|styrte)`, 'ved at knække', 'kan knække', 'kan falde', 'vakler', `vaklende${W}`,
      'svajer', 'ustabil', 'ustabilt', `blæst ${WORDS(1)}(?:ned|af|væk)`, 'blæser ned', 'blæser af',
    ]),
  },
  {
    id: 'violence',
    alone: terms([
      'vold', 'volden', `voldelig${W}`, `voldsramt${W}`, `[\\p{L}]+vold(?:en)?`, 'truet', 'truer', 'truede', 'trussel', 'truslen',
      `trusl${W}`, `dødstrusl${W}`, `slå ${WORDS(1)}ihjel`,
      '(?:slår|slog|sparker|sparkede) (?:mig|ham|hende|os|dem|dig|sin|sine|sit|børnene|barnet|hinanden|min|mine)',
      '(?:er|blev|bliver|er blevet) (?:slået|sparket|overfaldet|tævet)', `tæsk${W}`, 'tæver', `overfald${W}`, `slagsmål${W}`,
      `mishandl${W}`, `overgreb${W}`, `voldtægt${W}`, 'fulgt efter', 'følger efter mig', `forfølg${W}`, 'forfulgt', `stalk${W}`, `(?:har|med|trak|viftede med|truede med) (?:en |et |sin |sit )?(?:kniv|kniven|våben|pistol|økse|øksen|machete|gevær|riffel|jernstang|kølle|baseballbat)`,
      // Only as threats against people: "dræbe ukrudt" and "skyde fyrværkeri af" are no danger.
      `(?:vil|ville|skal) (?:brænde|slå|skyde|stikke|dræbe|myrde|skade|kvæle) ${WORDS(3)}(?:mig|os|dig|ham|hende|dem|børnene|huset)`,
      `myrde${W}`, 'bange for (?:ham|hende|min (?:far|mor|mand|kone|kæreste|eksmand|ekskone|stedfar|bror|nabo|søn))',
      'bidt af', 'angrebet af', 'overfaldet',
    ]),
  },
  {
    id: 'self-harm',
    alone: terms([
      `selvmord${W}`, `tage (?:sit|mit|dit|sig|deres) (?:eget )?liv(?:et)?`, 'gøre en ende på', 'skade sig selv', 'skade mig selv',
      `selvskad${W}`, 'ikke (?:vil|ønsker at) leve', 'vil dø', `(?:slå|slår|gøre) ${WORDS(1)}(?:sig|mig) selv ihjel`,
      'gøre det af med (?:sig|mig) selv', 'ende (?:sit|mit) liv',
    ]),
  },
  {
    id: 'medical',
    alone: terms([
      `bevidstløs${W}`, `besvim${W}`, 'bløder', `blødning${W}`, `vejrtrækning${W}`, `(?:trække|trækker) ${WORDS(1)}vejret`,
      `brystsmert${W}`, `krampe${W}`, `kramper${W}`, 'hjertestop', `blodprop${W}`, `slagtilfælde${W}`, 'ligger på gulvet',
      `kan ikke ${WORDS(1)}(?:rejse sig|komme op|stå op)`, 'kvæstet', 'kvæstede', 'såret', 'sårede', `kommet ${WORDS(1)}til skade`,
      'ulykke', 'ulykken', 'forgiftet', `overdosis${W}`, '(?:færdsels|trafik)(?:uheld|uheldet|ulykke|ulykken)',
      `(?:cyklist${W}|fodgænger${W}|person${W}|mand|manden|kvinde|kvinden|dreng|drengen|pige|pigen|barn|barnet|han|hun) ${WORDS(2)}ligger (?:på|i) (?:vejen|jorden|fortovet|stien|gaden|grøften)`, '(?:uden at|ikke) bevæge sig', 'bevæger sig ikke', 'påkørt', 'kørt ned',
      `hjerteanfald${W}`, `astmaanfald${W}`, 'allergisk reaktion', `mistet bevidsthed${W}`, '(?:falder|faldet|faldt) om',
      `svært ved at (?:trække vejret|få luft|få vejret)`, 'kan ikke få (?:luft|vejret)', 'blå i (?:hovedet|ansigtet|læberne)',
      `forgiftning${W}`, `hedeslag${W}`, `drukn${W}`, '(?:faldet|faldt|gået|gik) (?:gennem|igennem) isen',
      '(?:faldet|faldt) i (?:vandet|søen|havnen|åen|kanalen)',
      // Nobody has seen the neighbour for days: someone may be lying helpless inside.
      `ikke (?:åbnet|lukket op|været set|set) ${WORDS(4)}(?:dage|døgn|uge|uger)`, 'post(?:en)? hober sig op',
    ]),
  },
  {
    id: 'medication',
    object: terms([
      `insulin${W}`, 'bruger ilt', `ilt(?:apparat|flask|leverance|maskine|koncentrator|behandling|-)${W}`, `(?:hjerte|epilepsi|astma|parkinson)medicin${W}`,
      `inhalator${W}`, `adrenalin${W}`, `epipen${W}`, `dialyse${W}`, 'blodfortyndende', `respirator${W}`, `medicin${W}`,
      'piller', 'pillerne', `morfin${W}`,
    ]),
    state: terms([
      'ikke', 'ingen', 'intet', 'mangler', 'manglet', 'uden', 'tom', 'tomt', 'løbet tør', 'sluppet op', 'kun til', 'glemt',
      'udeblevet', 'udeblev',
    ]),
  },
  {
    id: 'chemical',
    object: terms([`benzin${W}`, `diesel${W}`, 'olie', 'olien', `fyringsolie${W}`, `kemikalie${W}`, 'syre', 'syren', `ammoniak${W}`, `pesticid${W}`]),
    state: terms(['løber', 'lækker', 'siver', 'spildt', `spild${W}`, `udslip${W}`, 'flyder', 'fosser', 'strømmer']),
  },
  {
    id: 'vulnerable',
    alone: terms([`omsorgssvigt${W}`, `underretning${W}`, `mishandl${W}`]),
  },
  {
    id: 'housing',
    alone: terms([
      `mister ${WORDS(2)}(?:bolig|boligen|lejlighed|lejligheden|hjem|hjemmet|værelse)`, 'sat ud', 'sat på gaden', 'smidt ud',
      `udsættelse${W}`, `fogedforretning${W}`, 'fogeden', `hjemløs${W}`, '(?:ingen|intet) (?:steder|sted) at sove',
      'sove på gaden', 'sover på gaden', `sover i ${WORDS(1)}(?:bil|bilen|opgang|opgangen|trappeopgangen)`,
    ]),
  },
];

/** Loss of heat, water or power in a sentence: a utility together with a word that says it is gone. */
export const UTILITY = terms([
  'varme', 'varmen', `fjernvarme${W}`, `radiator${W}`, 'fyr', 'fyret', `oliefyr${W}`, `gasfyr${W}`, `varmepumpe${W}`,
  `elvarme${W}`, 'varmt vand', `varmtvand${W}`, 'vand', 'vandet', `drikkevand${W}`, 'strøm', 'strømmen', 'el', 'elen',
  `elektricitet${W}`,
]);
export const UTILITY_LOST = terms([
  'ikke', 'ingen', 'intet', 'uden', 'mangler', 'væk', 'gået', 'afbrudt', 'lukket', 'slukket', 'stoppet', 'i stykker', 'kold',
  'kolde', 'frosset', 'frosne', 'gået ud', 'hverken', 'sprunget', 'gået i stykker', 'brudt sammen', 'defekt',
]);
/** A loss that is announced, not happening: "planlagte afbrydelser", "lukket for vandet på tirsdag". */
export const PLANNED = terms([`planlag${W}`, `varsle${W}`, 'næste uge', 'næste måned', `på (?:mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag)`]);

/** Cold that makes a loss of heat or power dangerous (matched on the whole text, which keeps "-5" and "13 grader"). */
export const COLD = terms([
  `frost${W}`, 'fryser', 'fryse', 'fryses', 'frøs', `minusgrader${W}`, `minus ${WORDS(1)}grader`, '-\\d+ ?grader', `kulde${W}`,
  `iskold${W}`, 'koldt', 'kan ikke holde varmen', '(?:[0-9]|1[0-5]) grader', `rim ${WORDS(3)}(?:vindue|indersiden)${W}`,
]);

/** People for whom a loss of heat, water or power is dangerous: infants, the old, sick and disabled. */
export const FRAIL = terms([
  `spædbarn${W}`, `baby${W}`, 'babyer', `nyfødt${W}`, 'på \\d+ (?:uger|måneder)', '\\d+ (?:uger|måneder) gammel', 'småbørn',
  'små børn', 'ældre', `pensionist${W}`, `dement${W}`, 'demens', 'syg', 'syge', 'sygt', `kronisk${W}`, 'sengeliggende',
  `handicap${W}`, `kørestol${W}`, `gangbesvær${W}`, `gravid${W}`, `plejehjem${W}`, `plejecent${W}`, `plejebolig${W}`,
  'bruger ilt', `ilt(?:apparat|maskine|koncentrator|flask|behandling)${W}`, `respirator${W}`, `hjertesyg${W}`, 'kol', `diabet${W}`, `kræft${W}`, 'opereret', 'operation',
  'en operation', 'de (?:små|mindste) (?:børn|sover|fryser)', `børnehave${W}`, `vuggestue${W}`, `dagpleje${W}`, 'min mormor', 'min morfar', 'min farmor', 'min farfar', 'min bedstemor', 'min bedstefar',
]);

/** People who are at risk when something goes wrong around them (the old rule: who is at risk, and what happened). */
export const VULNERABLE = terms([
  'barn', 'barnet', 'børn', 'børnene', `baby${W}`, `spædbarn${W}`, `nyfødt${W}`, 'småbørn', 'dreng', 'drenge', 'drengen',
  'drengene', 'pige', 'piger', 'pigen', 'pigerne', 'ældre', `dement${W}`, 'demens', `gangbesvær${W}`, `kørestol${W}`,
  `handicap${W}`, `plejehjem${W}`, `plejecent${W}`, 'min mor', 'min far', `(?:bedste|mor|far)(?:mor|far)`, `pensionist${W}`, 'elev',
  'eleven', 'elever', 'eleverne',
]);
/** Smoke that is a nuisance, not a fire: a wood stove, a grill, "every evening". */
export const SMOKE_NUISANCE = terms([
  `brændeov${W}`, `pejs${W}`, `grill${W}`, `bål${W}`, 'generer', 'gener', 'genere', 'hver aften', 'hver dag', 'hver weekend',
  `rygning${W}`, 'ryger', `cigaret${W}`,
]);

/** Weak signs ("bange", "græder") only count for a vulnerable person together with a stronger one or another hazard. */
/** Anyone close who has gone missing: "vores søn på 16 er ikke kommet hjem", "min mor er forsvundet". */
export const FAMILY = terms([
  '(?:min|mit|vores|hans|hendes) (?:søn|datter|barn|mor|far|bror|søster|mand|kone|kæreste|bedstemor|bedstefar|mormor|morfar|farmor|farfar|nabo)',
]);
export const MISSING_PERSON = terms([
  `ikke kommet ${WORDS(1)}(?:hjem|tilbage)`, 'forsvundet', 'savnet', 'savnes', 'stukket af', 'gået hjemmefra', 'løbet hjemmefra',
  'kan ikke finde (?:ham|hende)',
]);

export const AT_RISK_WEAK = terms(['bange', 'græder', 'forvirret']);
export const AT_RISK = terms([
  'faldet', 'falder', 'alene hjemme', 'alene rundt', 'alene ude', 'alene på', '(?:går|gik|sidder|sad|står|stod|leger|cykler|løber|vandrer) alene', `omsorgssvigt${W}`, 'sulten', 'sultne',
  'ikke spist', 'ikke fået mad', 'ikke fået noget at (?:spise|drikke)', 'ikke fået medicin', 'forsvundet', 'savnet', 'savnes',
  `underernær${W}`, 'låst ude', 'skadet', 'slået', 'uden opsyn', 'uden voksne', 'ingen voksne',
  'ligger på gulvet', 'spærret inde', `indespærre${W}`, 'sidder fast', 'fanget i', 'har det (?:meget |rigtig )?(?:dårligt|skidt)', 'gået hjemmefra', 'ikke kommet (?:hjem|tilbage)', 'stukket af', 'løbet væk', 'ikke kommet',
]);

/** Unsafe places are dangerous where people are: children, pupils, passers-by. */
export const UNSAFE_PLACE = terms([
  `usikre${W}`, 'åbent hul', 'åben brønd', 'uden dæksel', `glasskår${W}`, `kanyle${W}`, 'tynd is', `isen ${WORDS(3)}tynd`,
  `nedstyrtningsfar${W}`, 'ude på isen', `åbne? [\\p{L}-]*brønd${W}`, 'uden afspærring', `[\\p{L}-]*brønd${W} uden (?:dæksel|låg|rist)`,
]);
export const PEOPLE_AROUND = terms([
  'børn', 'børnene', 'barn', 'elever', 'eleverne', 'leger', 'legede', 'går forbi', 'cykler', 'fodgængere', 'folk', 'borgere',
  `skole${W}`, `børnehave${W}`, `legeplads${W}`, `fortov${W}`, `cykelsti${W}`,
]);

/** "Tak fordi I fik lappet hullet": a problem that is already solved does not raise urgency. */
export const THANKS = terms(['tak', 'takke', 'takker']);
export const SOLVED = terms([
  `(?:fik|har|blev|er blevet|er) ${WORDS(2)}(?:fjernet|fjernede|lappet|lappede|ordnet|repareret|lavet|udbedret|ryddet|slukket|slukkede|tømt|fikset|løst)`,
]);

export const HAZARD_LABELS: Record<HazardId, string> = {
  explicit: 'afsenderen melder akut fare',
  fire: 'brand eller røg',
  gas: 'gaslugt eller kulilte, fare for forgiftning og eksplosion',
  electricity: 'strømførende ledning eller udsat el, fare for stød',
  flooding: 'oversvømmelse',
  collapse: 'sammenstyrtning eller nedfaldende bygningsdele',
  violence: 'vold eller trusler',
  'self-harm': 'selvmordstanker eller selvskade',
  medical: 'akut sygdom eller tilskadekomst',
  medication: 'livsvigtig medicin eller ilt mangler',
  utilities: 'uden varme, vand eller strøm i kulde eller med sårbare personer',
  vulnerable: 'børn eller ældre i risiko',
  'unsafe-place': 'usikret farligt sted, hvor folk færdes',
  housing: 'risiko for at stå uden bolig',
  chemical: 'udslip af benzin eller kemikalier',
};
