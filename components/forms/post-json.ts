// Browser side of the API envelope: one call, one outcome, never a thrown error.

export type PostFailure = {
  ok: false;
  status: number;
  code?: string;
  message?: string;
  field?: string;
};

export type PostOutcome = { ok: true; status: number; data: unknown } | PostFailure;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function errorOf(data: unknown): { code?: string; message?: string; field?: string } {
  const error = (data as { error?: unknown } | null)?.error;
  if (!error || typeof error !== 'object') return {};
  const { code, message, field } = error as Record<string, unknown>;
  return { code: text(code), message: text(message), field: text(field) };
}

/** POSTs JSON; status 0 means the request never got an answer (offline, server down). */
export async function postJson(url: string, body: unknown): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const data: unknown = await response.json().catch(() => null);
  return response.ok
    ? { ok: true, status: response.status, data }
    : { ok: false, status: response.status, ...errorOf(data) };
}
