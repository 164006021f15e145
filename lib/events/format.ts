// Event times as Danes read them, in Copenhagen time whatever the server's zone: 'lørdag 27. oktober 2029', '10.00–13.00'.
import { DANISH_MONTHS as MONTHS, DANISH_WEEKDAYS as WEEKDAYS } from '@/lib/format/danish-date';
import { toCopenhagen } from '@/lib/time/copenhagen';
import type { CampaignEvent } from '@/lib/content/events';

const two = (n: number) => String(n).padStart(2, '0');

export function dayLabel(at: Date) {
  const t = toCopenhagen(at);
  return `${WEEKDAYS[t.weekday]} ${t.day}. ${MONTHS[t.month - 1]} ${t.year}`;
}

const clockLabel = (at: Date) => {
  const t = toCopenhagen(at);
  return `${two(t.hour)}.${two(t.minute)}`;
};

/** '10.00–13.00', or with the end day when the event runs past midnight. */
export function timeRange(event: Pick<CampaignEvent, 'startAt' | 'endAt'>) {
  const sameDay = dayLabel(event.startAt) === dayLabel(event.endAt);
  return `${clockLabel(event.startAt)}–${sameDay ? '' : `${dayLabel(event.endAt)} `}${clockLabel(event.endAt)}`;
}

/** 'lørdag 27. oktober 2029 kl. 10.00–13.00' for mails and notices. */
export const whenLabel = (event: Pick<CampaignEvent, 'startAt' | 'endAt'>) =>
  `${dayLabel(event.startAt)} kl. ${timeRange(event)}`;
