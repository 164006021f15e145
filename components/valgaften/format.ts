// Danish figures for the election night: 5.352 and 14,6 % (one decimal, as the news sites print shares).
import { danishNumber } from '@/lib/format/danish-number';

export const votesText = (n: number) => danishNumber(n);

export function percentText(fraction: number): string {
  const tenths = Math.round(fraction * 1000);
  return `${danishNumber(Math.trunc(tenths / 10))},${Math.abs(tenths % 10)} %`;
}

export function changeText(n: number | null): string {
  if (n === null) return '–';
  return n > 0 ? `+${danishNumber(n)}` : n < 0 ? `−${danishNumber(-n)}` : '0';
}

/** "20. november kl. 21.04" in Copenhagen time. */
export function clockText(iso: string): string {
  const at = new Date(iso);
  const parts = new Intl.DateTimeFormat('da-DK', {
    timeZone: 'Europe/Copenhagen',
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'long',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}. ${get('month')} kl. ${get('hour')}.${get('minute')}`;
}
