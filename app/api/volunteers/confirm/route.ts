import { confirmRoute } from '@/lib/stewardship/confirm-route';
import { confirm } from '@/lib/volunteers/service';
import { CONFIRM_PATH } from '@/lib/volunteers/token';

// POST /api/volunteers/confirm (form field token), sent by the button on /bliv-frivillig/bekraeft: 303 to the outcome.
export const POST = confirmRoute(CONFIRM_PATH, 'volunteers', confirm);
