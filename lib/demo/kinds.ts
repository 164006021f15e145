// The demo kinds (spec §3 AI demo) and the request the browser sends to POST /api/demo.
import { z } from 'zod';

export const DEMO_KINDS = ['summarize', 'route', 'anonymize', 'prioritize', 'reduce-docs'] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

/** reduce-docs is simulated in the browser and never sent (spec §7). */
export const SERVER_DEMO_TYPES = ['summarize', 'route', 'anonymize', 'prioritize'] as const;
export type ServerDemoType = (typeof SERVER_DEMO_TYPES)[number];

export const MAX_DEMO_INPUT = 5000;

export const demoRequestSchema = z.strictObject({
  demoType: z.enum(SERVER_DEMO_TYPES, { error: 'Ukendt demo-type' }),
  input: z
    .string({ error: 'Skriv en tekst, demoen kan analysere' })
    .trim()
    .min(1, 'Skriv en tekst, demoen kan analysere')
    .max(MAX_DEMO_INPUT, `Teksten må højst være ${MAX_DEMO_INPUT} tegn`),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;
