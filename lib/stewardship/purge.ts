// The purge: every row past the retention periods /privatliv promises (./retention.ts) deleted at `now`. No
// 'server-only': `npm run data:purge` and the admin CLI run it outside Next, GET /api/cron/purge inside.
import type { Database } from '../../db/client';
import { deleteExpired, type PurgeReport } from '../../db/queries/retention';
import { SIGN_IN_LINK_MINUTES } from '../mail/signin-mail';
import { retentionCutoffs } from './retention';

export type { PurgeReport };

/** Removes every row past its retention period at `now`; running it again removes nothing more. */
export const purgeExpired = (db: Database, now = new Date()): Promise<PurgeReport> =>
  deleteExpired(
    db,
    {
      ...retentionCutoffs(now),
      signInLinksBefore: new Date(now.getTime() - SIGN_IN_LINK_MINUTES * 60_000),
    },
    now,
  );
