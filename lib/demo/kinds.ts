// The demo kinds (spec §3 AI demo) and the request the browser sends to POST /api/demo.
import { z } from 'zod';
import { text } from '@/lib/validation/text';

export const DEMO_KINDS = ['summarize', 'route', 'anonymize', 'prioritize', 'reduce-docs'] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

/** reduce-docs is simulated in the browser and never sent (spec §7). */
export const SERVER_DEMO_TYPES = ['summarize', 'route', 'anonymize', 'prioritize'] as const;
export type ServerDemoType = (typeof SERVER_DEMO_TYPES)[number];

export const isServerDemoType = (kind: string): kind is ServerDemoType => (SERVER_DEMO_TYPES as readonly string[]).includes(kind);

export const MAX_DEMO_INPUT = 5000;

export const demoRequestSchema = z.strictObject({
  demoType: z.enum(SERVER_DEMO_TYPES, { error: 'Ukendt demotype' }),
  input: text({
    min: 1,
    max: MAX_DEMO_INPUT,
    multiline: true,
    messages: {
      required: 'Skriv en tekst, som demoen kan analysere',
      type: 'Teksten skal være tekst',
      chars: 'Teksten indeholder ugyldige tegn',
      max: `Teksten må højst være ${MAX_DEMO_INPUT} tegn`,
    },
  }),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;
