// A post's frontmatter date names a day in Lyngbæk; feeds and JSON-LD want an instant, so it is that day's start in Copenhagen.
import { copenhagenInstant, copenhagenOffsetMinutes } from '@/lib/time/copenhagen';

export const dayStart = (isoDate: string): Date => copenhagenInstant(isoDate);

/** '2026-11-20' → '2026-11-20T00:00:00+01:00' (ISO 8601 with the Copenhagen offset of that midnight). */
export function dayStartIso(isoDate: string): string {
  const offset = copenhagenOffsetMinutes(dayStart(isoDate)) / 60;
  return `${isoDate}T00:00:00+0${offset}:00`;
}
