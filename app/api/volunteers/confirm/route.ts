import { readFormBody } from '@/lib/stewardship/form-body';
import { CONFIRM_PATH } from '@/lib/volunteers/token';
import { confirm } from '@/lib/volunteers/service';

const answer = (status: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: `${CONFIRM_PATH}?status=${status}`, 'Cache-Control': 'no-store' },
  });

// POST /api/volunteers/confirm (form field token), sent by the button on /bliv-frivillig/bekraeft: the page's GET only
// looks, because mail scanners open links in advance. Answers 303 to the outcome page. No Origin check: the signed,
// single-use token is the permission.
export async function POST(request: Request): Promise<Response> {
  const form = await readFormBody(request);
  const token = form?.get('token');
  try {
    const result = await confirm(typeof token === 'string' ? token : null);
    if (result.status !== 'confirmed')
      return answer(
        result.status === 'used' ? 'brugt' : result.status === 'expired' ? 'udloebet' : 'ugyldig',
      );
    return answer('bekraeftet');
  } catch (error) {
    console.error(
      `[volunteers] confirm failed: ${error instanceof Error ? error.name : typeof error}`,
    );
    return answer('fejl');
  }
}
