// Shape of content/site.json; lib/site.ts parses it and the content check reports its problems.
import { z } from 'zod';

const httpsUrl = z.url({ protocol: /^https?$/ });
// A file under public/: slash-separated names of letters, digits, '_', '-' and '.', none of them '.' or '..' (the logo
// is read from disk at build, components/layout/logo-mark.tsx, so the path must not climb out of public/).
const publicPath = z
  .string()
  .regex(/^(?:\/(?!\.\.?(?:\/|$))[\w\-.]+)+$/, 'skal være en sti i public/, fx /logo.svg');
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'skal være en dato som 2029-11-20')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'findes ikke i kalenderen',
  );
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'skal være et klokkeslæt som 08:00');

// The election the campaign runs for (issue 25): dates are Copenhagen calendar days, times Copenhagen wall clock.
const electionSchema = z
  .object({
    date: isoDay,
    pollingHours: z.object({ opens: clockTime, closes: clockTime }),
    earlyVoting: z.object({ start: isoDay, end: isoDay }),
    listLetter: z.string().regex(/^[A-ZÆØÅ]{1,2}$/, 'skal være listebogstavet, fx L'),
    // Valgaften (issue 46): the municipality's Kommunekode in the state's VALG data, and the council's size.
    municipalityCode: z
      .number()
      .int('skal være et helt tal')
      .min(101, 'skal være en kommunekode (101-999)')
      .max(999, 'skal være en kommunekode (101-999)'),
    seats: z
      .number()
      .int('skal være et helt tal')
      .min(9, 'skal være byrådets størrelse (9-55 medlemmer)')
      .max(55, 'skal være byrådets størrelse (9-55 medlemmer)')
      .refine(
        (n) => n % 2 === 1,
        'skal være et ulige tal (kommunalvalglovens § 2 og kommunestyrelseslovens § 5)',
      ),
    municipalityLinks: z.object({ pollingStations: httpsUrl, earlyVoting: httpsUrl }),
    /** Shown on the home page after the polls close, when the campaign writes one. */
    resultText: z.string().min(1).max(300).optional(),
  })
  .superRefine((e, ctx) => {
    if (e.pollingHours.opens >= e.pollingHours.closes)
      ctx.addIssue({
        code: 'custom',
        path: ['pollingHours', 'closes'],
        message: 'skal ligge efter åbningstiden',
      });
    if (e.earlyVoting.start > e.earlyVoting.end)
      ctx.addIssue({
        code: 'custom',
        path: ['earlyVoting', 'end'],
        message: 'skal ligge efter starten på brevstemmeperioden',
      });
    if (e.earlyVoting.end >= e.date)
      ctx.addIssue({
        code: 'custom',
        path: ['earlyVoting', 'end'],
        message: 'skal ligge før valgdagen',
      });
  });

// Issue 36: the newsletter's topics; a reader chooses some (none = all), a send goes to the topics ticked in the room.
const newsletterTopic = z.object({
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'må kun indeholde a-z, 0-9 og bindestreger'),
  label: z.string().min(1).max(60),
  description: z.string().min(1).max(200),
});

export const siteSchema = z.object({
  fictionalNotice: z.string().min(1),
  partyName: z.string().min(1),
  municipality: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1).max(200),
  about: z.string().min(1),
  url: httpsUrl,
  email: z.email(),
  phone: z.string().regex(/^\+?[\d ]{8,}$/, 'skal være et telefonnummer'),
  address: z.object({
    street: z.string().min(1),
    postalCode: z.string().regex(/^\d{4}$/, 'skal være et firecifret postnummer'),
    city: z.string().min(1),
    country: z.string().length(2),
  }),
  social: z.object({
    facebook: httpsUrl.refine(
      (u) => new URL(u).hostname.endsWith('facebook.com'),
      'skal være et facebook.com-link',
    ),
    instagram: httpsUrl.refine(
      (u) => new URL(u).hostname.endsWith('instagram.com'),
      'skal være et instagram.com-link',
    ),
    linkedin: httpsUrl,
  }),
  logo: publicPath,
  shareImage: z.object({
    path: publicPath,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().min(1),
  }),
  analytics: z.object({ enabled: z.boolean(), endpoint: z.string().startsWith('/') }),
  embed: z.object({
    allowedOrigins: z.array(z.url({ protocol: /^https?$/ })).min(1),
    defaultPrimaryColor: z.string().min(1),
    languages: z.array(z.enum(['da', 'en'])).min(1),
  }),
  election: electionSchema,
  // Issue 26: membership and donations through the party's own channels (/stoet-os); no payment is taken on the site.
  support: z.object({
    membershipUrl: httpsUrl,
    mobilePay: z.string().regex(/^\d{4,8}$/, 'skal være et MobilePay-nummer (4-8 cifre)'),
    bank: z.object({
      name: z.string().min(1),
      registration: z.string().regex(/^\d{4}$/, 'skal være et firecifret registreringsnummer'),
      account: z.string().regex(/^\d{6,10}$/, 'skal være et kontonummer (6-10 cifre)'),
    }),
  }),
  newsletterTopics: z
    .array(newsletterTopic)
    .min(1)
    .max(12)
    .refine(
      (topics) => new Set(topics.map((t) => t.key)).size === topics.length,
      'to emner har samme nøgle',
    ),
});

export type SiteConfig = z.infer<typeof siteSchema>;
