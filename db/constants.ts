// Values the schema's constraints are built from, kept beside it so db/ reads nothing from lib/ (and drizzle-kit no zod).
export const MESSAGE_CATEGORIES = ['ros', 'idé', 'klage', 'andet'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
