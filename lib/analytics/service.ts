// The cookie-free counters as POST /api/events uses them: one more on the Danish day's counter, nothing else kept.
import 'server-only';
import { getDb } from '@/db/index';
import { countEvent, type AnalyticsKind } from '@/db/queries/analytics';
import { danishDay } from '@/lib/stewardship/retention';
import { now } from '@/lib/time/clock';

// The counter's day is the Danish calendar day, the same key the retention purge cuts on.
export const count = async (kind: AnalyticsKind, name: string, at = now()) =>
  countEvent(await getDb(), kind, name, danishDay(at));
