import { confirmEventSignup, EVENT_CONFIRM_PATH } from '@/lib/events/signup-service';
import { confirmRoute } from '@/lib/stewardship/confirm-route';

// POST /api/moed-os/bekraeft (form field token), sent by the button on /moed-os/bekraeft: 303 to the outcome.
export const POST = confirmRoute(EVENT_CONFIRM_PATH, 'moed-os', confirmEventSignup, {
  waiting: 'venteliste',
  already: 'allerede',
  closed: 'lukket',
});
