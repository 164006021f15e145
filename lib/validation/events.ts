// The analytics beacon of POST /api/events: a page path or a demo title, nothing about the visitor.
import './jitless';
import { z } from 'zod';

// Site paths are ASCII slugs; anything else is noise (or abuse) that would only add rows.
const pagePath = z
  .string({ error: 'Siden skal være en sti' })
  .max(200, 'Stien er for lang')
  .regex(/^\/[A-Za-z0-9\-._~/]*$/, 'Siden skal være en sti som /politik');

const demoTitle = z
  .string({ error: 'Demoen skal have en titel' })
  .trim()
  .min(1, 'Demoen skal have en titel')
  .max(120, 'Demoens titel er for lang')
  .refine(
    (v) => !/[\u0000-\u001F\u007F-\u009F]/.test(v) && v.isWellFormed(),
    'Demoens titel indeholder ugyldige tegn',
  );

export const eventSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('pageview'), page: pagePath }),
    z.strictObject({ kind: z.literal('ai_demo'), demo: demoTitle }),
  ],
  { error: "kind skal være 'pageview' eller 'ai_demo'" },
);
