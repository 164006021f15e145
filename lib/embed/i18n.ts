// The widget's own strings in the two languages the embed config supports; case content itself stays Danish.
export const embedLangs = ['da', 'en'] as const;
export type EmbedLang = (typeof embedLangs)[number];

/** Spec §5: lang accepts da or en; anything else becomes da. */
export const resolveLang = (value: string | null | undefined): EmbedLang =>
  value === 'en' ? 'en' : 'da';

const da = {
  documentTitle: 'Resultater – {site}',
  heading: 'Ansvarlig AI i praksis',
  intro: 'Udvalgte cases fra {municipality}: effekt og tid sparet.',
  impact: 'Effekt',
  department: 'Afdeling',
  hoursSaved: 'Tid sparet',
  hoursPerMonth: '{hours} t/md',
  hoursPerMonthLong: '{hours} timer pr. måned',
  noCases: 'Der er endnu ingen cases at vise.',
  fictional: 'Alle cases er fiktive eksempler.',
  moreLink: 'Se alle cases hos {site}',
  newWindow: '(åbner i nyt vindue)',
  locale: 'da-DK',
};

export type EmbedMessages = typeof da;

const en: EmbedMessages = {
  documentTitle: 'Results – {site}',
  heading: 'Responsible AI in practice',
  intro: 'Selected cases from {municipality}: impact and time saved.',
  impact: 'Impact',
  department: 'Department',
  hoursSaved: 'Time saved',
  hoursPerMonth: '{hours} h/month',
  hoursPerMonthLong: '{hours} hours per month',
  noCases: 'There are no cases to show yet.',
  fictional: 'All cases are fictional examples.',
  moreLink: 'See all cases at {site}',
  newWindow: '(opens in a new window)',
  locale: 'en-GB',
};

export const embedMessages: Record<EmbedLang, EmbedMessages> = { da, en };

/** Fills {placeholders}; unknown ones are left visible so a missing value shows up in review. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : match,
  );
