import { confirmSubscription, NEWSLETTER_CONFIRM_PATH } from '@/lib/newsletter/service';
import { confirmRoute } from '@/lib/stewardship/confirm-route';

// POST /api/newsletter/confirm (form field token), sent by the button on /nyhedsbrev/bekraeft: 303 to the outcome.
export const POST = confirmRoute(NEWSLETTER_CONFIRM_PATH, 'newsletter', confirmSubscription);
