// The body of POST /api/demo, validated on the server only (keeping zod out of the demo area's browser bundle).
import { z } from 'zod';
import { text } from '@/lib/validation/text';
import { MAX_DEMO_INPUT, SERVER_DEMO_TYPES } from './kinds';

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
