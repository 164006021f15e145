import type { Case } from '@/lib/content/cases';
import type { CaseSummary } from './case-card';

/** Only the card's fields cross into the client filter, not the markdown bodies. */
export const toCaseSummary = (c: Case): CaseSummary => ({
  slug: c.slug,
  title: c.title,
  department: c.department,
  status: c.status,
  impactValue: c.impactValue,
  impactUnit: c.impactUnit,
  hoursSavedPerMonth: c.hoursSavedPerMonth,
});
