// The answer a language model must give per demo kind; nothing reaches the visitor except through these schemas.
import { z } from 'zod';
import { departments } from '../route-lexicon';
import type { ServerDemoType } from '../kinds';

const line = (max: number) => z.string().trim().min(1).max(max);
const DEPARTMENT_NAMES = departments.map((d) => d.name) as [string, ...string[]];
const PII_KINDS = ['name', 'cpr', 'email', 'phone', 'account', 'address', 'postcode'] as const;

export const answerSchemas = {
  prioritize: z.object({
    priority: z.enum(['Høj', 'Middel', 'Lav']),
    reasons: z.array(line(300)).min(1).max(5),
    emergency: z.boolean(),
  }),
  route: z.object({
    department: z.enum(DEPARTMENT_NAMES),
    confidence: z.number().int().min(0).max(100),
    reasons: z.array(line(200)).min(1).max(5),
  }),
  summarize: z.object({
    summary: line(1500),
    keyPoints: z.array(line(300)).min(1).max(5),
  }),
  anonymize: z.object({
    text: z.string().min(1).max(10_000),
    replaced: z.array(z.object({ kind: z.enum(PII_KINDS), original: line(200) })).max(200),
  }),
} satisfies Record<ServerDemoType, z.ZodType>;

export type AnswerOf<K extends ServerDemoType> = z.infer<(typeof answerSchemas)[K]>;
