// The demo kinds (spec §3 AI demo). Plain constants: the browser imports them, so no zod here (see request-schema.ts).

export const DEMO_KINDS = ['summarize', 'route', 'anonymize', 'prioritize', 'reduce-docs'] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

/** reduce-docs is simulated in the browser and never sent (spec §7). */
export const SERVER_DEMO_TYPES = ['summarize', 'route', 'anonymize', 'prioritize'] as const;
export type ServerDemoType = (typeof SERVER_DEMO_TYPES)[number];

export const isServerDemoType = (kind: string): kind is ServerDemoType =>
  (SERVER_DEMO_TYPES as readonly string[]).includes(kind);

export const MAX_DEMO_INPUT = 5000;
