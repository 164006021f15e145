// "Send senere": an <input type="datetime-local"> has no time zone; the room reads it as Copenhagen wall-clock time.
import { parseLocalDateTime, resolveCopenhagen, toCopenhagen } from '@/lib/time/copenhagen';

export type SendTime = { at: Date } | { error: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant a datetime-local value names in Copenhagen, or a Danish reason why it cannot be used. */
export function readSendTime(value: string, now: Date): SendTime {
  const local = parseLocalDateTime(value);
  if (!local) return { error: 'Skriv tidspunktet som dato og klokkeslæt.' };
  const resolved = resolveCopenhagen(local);
  if (resolved.kind === 'nonexistent')
    return { error: 'Det klokkeslæt findes ikke i dansk tid den dag (sommertiden begynder).' };
  if (resolved.kind === 'ambiguous')
    return {
      error:
        'Det klokkeslæt findes to gange i dansk tid den dag (sommertiden slutter). Vælg et andet.',
    };
  if (resolved.instant.getTime() <= now.getTime())
    return { error: 'Tidspunktet er passeret. Vælg et senere tidspunkt.' };
  return { at: resolved.instant };
}

/** This instant as a datetime-local value in Copenhagen time ("2026-11-26T10:05"), e.g. for the field's min. */
export function toLocalInputValue(instant: Date): string {
  const t = toCopenhagen(instant);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}
