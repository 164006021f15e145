// Which words point an enquiry to which department. A term matches a word that starts with it (so inflected forms
// count); '~' lets it match inside a compound too; '=' asks for the exact word; a term with a space is a phrase.
// `strong` terms weigh 3, `terms` weigh 1; when several terms fit one word, the longest wins.

export type Department = { id: string; name: string; strong: string[]; terms: string[] };

export const FALLBACK_DEPARTMENT = 'Borgerservice';

export const departments: Department[] = [
  {
    id: 'borgerservice',
    name: 'Borgerservice',
    strong: [
      '=pas', '=passet', '=passene', 'pasfoto', 'nyt pas', '~kørekort', '~sundhedskort', 'sygesikring', 'gule kort', 'mitid',
      'nemid', 'digital post', 'e-boks', 'fritaget', 'fritagelse', '~vielse', 'giftes', 'bryllup', 'navneændring',
      '~valgkort', 'brevstem', 'legitimation', 'folkeregist', '=cpr', 'cpr-nummer', 'skifte læge', '~lægevalg', 'lægeskift',
      'opholdskort', 'opholdstilladelse', 'adresseændring', 'melde flytning', 'melde flytningen', 'pension',
    ],
    terms: ['flyt', '~flytning', '=læge', '=lægen', 'rejse', 'udlandet', 'statsborger'],
  },
  {
    id: 'boern-unge',
    name: 'Børn og Unge',
    strong: [
      '~vuggestue', '~dagpleje', '~børnehave', '~daginstitution', '~institution', 'pladsanvisning', '~sundhedspleje',
      '~søskendetilskud', 'fripladstilskud', 'aflastning', 'underretning', 'alene hjemme', 'omsorgssvigt', '~ungdomsklub',
      '~fritidsklub', 'fritidshjem', 'familieafdeling', 'anbring', 'plejefamilie', '~børnetandpleje', 'pasningsgaranti',
      '~småbørn', 'spædbarn', 'børnefaglig',
    ],
    terms: ['=barn', '=barnet', '=børn', '=børnene', 'baby', 'dreng', 'pige', 'handicap', 'bekymret', 'bekymring', 'sulten', '~klub', 'forældre'],
  },
  {
    id: 'skole',
    name: 'Skole',
    strong: [
      '~skole', '=sfo', 'sfo-', "sfo'", '~børnehaveklasse', '~klasselærer', 'frikvarter', 'mobning', 'mobbet', 'mobbe',
      '~specialundervisning', '~undervisning', 'lektie', 'ordblind', 'skoleleder', '~skolekørsel', '~skolevej',
      '~skoleindskrivning', 'indskriv', '=elev', '=eleven', '=elever', '=eleverne', '~elevråd', 'lærer', '~lærerne', 'folkeskole', 'skolebestyrelse', 'trivselsmåling',
    ],
    terms: ['~klasse', 'karakter', 'prøve', 'eksamen', 'kammerat'],
  },
  {
    id: 'aeldre-sundhed',
    name: 'Ældre og Sundhed',
    strong: [
      '~hjemmehjælp', '~hjemmepleje', '~plejebolig', '~plejehjem', 'ældre', 'nødkald', 'rollator', 'kørestol',
      '~hjælpemiddel', '~hjælpemidler', 'badebænk', '~genoptræning', '~demens', 'dement', 'madservice', '~madordning',
      '~sygepleje', 'visitation', 'rehabilitering', 'ældrecenter', 'aktivitetscenter', 'sundhedscenter', 'rygestop',
      'forebyggende besøg', 'plejecenter',
    ],
    terms: ['medicin', 'faldet', 'falder', 'hospital', 'operation', 'pensionist', 'træning', '=alene', 'lave mad', '=bade', 'ensom'],
  },
  {
    id: 'teknik-miljoe',
    name: 'Teknik og Miljø',
    strong: [
      'hul i vejen', '~huller i vejen', '~vejbump', '~vejarbejde', '~kørebane', '~fortov', '~cykelsti', '~gadelys',
      '~gadelampe', '~vejbelysning', '~belysning', '~lygtepæl', '~skrald', '~affald', 'genbrug', 'renovation', '~container',
      '~snerydning', '=sne', '=sneen', '~snefald', 'saltet', 'saltning', '~glatføre', 'rotte', '~rotter', 'skadedyr', '~kloak', '~spildevand',
      '~oversvøm', '~regnvand', '~legeplads', '~busstoppested', '~parkering', 'trafik', '~vandløb', 'forurening', 'støj',
      '~grøft', 'vejskilt', 'tømt', 'tømning', '~vejen', '=vej', '=veje', '=vejene',
    ],
    terms: ['=sti', '=stien', '~gangsti', 'park', '=træ', '=træet', '=træer', 'mørkt', 'glat', 'miljø', 'gledet', 'regner', 'kælder'],
  },
  {
    id: 'byggesag',
    name: 'Byggesag',
    strong: [
      '~byggetilladelse', '~byggesag', '~byggeri', 'carport', '~garage', '~tilbygning', '~udestue', '~skur', '~anneks',
      'nedriv', 'nedrive', '~lokalplan', '=bbr', 'bbr-', 'boligareal', 'servitut', 'dispensation', '~tagterrasse', 'kvist',
      'facade', '=skel', '=skellet', 'ibrugtagning', 'bebyggelse', 'byggeansøgning', 'tilladelse til at bygge',
    ],
    terms: ['byg', '~areal', '~terrasse', 'ansøgning', 'anmelde', 'sommerhus', 'parcelhus', 'kvadratmeter', 'm²', 'tilladelse', 'naboen', 'højden', 'søges'],
  },
  {
    id: 'beskaeftigelse',
    name: 'Beskæftigelse',
    strong: [
      '~jobcent', '=job', '~ledig', 'arbejdsløs', 'sagt op', 'opsagt', '~dagpenge', '~sygedagpenge', 'sygemeld', '~kontanthjælp',
      '~fleksjob', '~førtidspension', '~praktik', 'løntilskud', '~jobsøg', '=cv', '~uddannelseshjælp', 'ressourceforløb',
      'revalidering', 'a-kasse', 'jobafklaring', 'jobsamtale', 'aktivering',
    ],
    terms: ['arbejdsgiver', '~arbejde', 'uddannelse', 'timer om ugen', 'kronisk'],
  },
  {
    id: 'oekonomi',
    name: 'Økonomi',
    strong: [
      '~ejendomsskat', '~grundskyld', '~rykker', 'restance', '~gæld', '~afdrag', '~faktura', '~regning', 'opkrævning',
      'refusion', 'tilbagebetal', 'pengene tilbage', '~betalingsaftale', '~indbetaling', 'indefrys', '=lån', '=låne',
      '=lånet', 'depositum', 'takst', 'gebyr', 'kommuneskat', '~beløb', 'betalt for meget',
    ],
    terms: ['betal', '=penge', '=pengene', '=skat', 'steget', 'dyr', 'kontoudtog'],
  },
];
