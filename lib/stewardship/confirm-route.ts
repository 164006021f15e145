// The POST behind every double opt-in page's button (issue 45: volunteers, newsletter, event sign-ups): the page's GET
// only looks, because mail scanners open links in advance. Answers 303 to the page with the outcome's slug. No Origin
// check: the signed, single-use token is the permission.
import { readFormBody } from './form-body';

/** The outcome slugs the pages know; a flow maps each of its results to one. */
const OUTCOME_OF: Record<string, string> = {
  confirmed: 'bekraeftet',
  used: 'brugt',
  expired: 'udloebet',
  invalid: 'ugyldig',
};

export function confirmRoute(
  path: string,
  label: string,
  confirm: (token: string | null) => Promise<{ status: string }>,
  outcomes: Record<string, string> = {},
) {
  const answer = (status: string) =>
    new Response(null, {
      status: 303,
      headers: { Location: `${path}?status=${status}`, 'Cache-Control': 'no-store' },
    });
  return async function POST(request: Request): Promise<Response> {
    const form = await readFormBody(request);
    const token = form?.get('token');
    try {
      const { status } = await confirm(typeof token === 'string' ? token : null);
      return answer(outcomes[status] ?? OUTCOME_OF[status] ?? 'ugyldig');
    } catch (error) {
      console.error(
        `[${label}] confirm failed: ${error instanceof Error ? error.name : typeof error}`,
      );
      return answer('fejl');
    }
  };
}
