// Sorts a send error into "try again later" or "give up", with a short code that holds no personal data.

export type Failure = { kind: 'temporary' | 'permanent'; code: string };

type SendError = { responseCode?: unknown; code?: unknown };

// Only a mail nodemailer refuses to build is hopeless without an SMTP answer; network, TLS, disk trouble may pass.
const PERMANENT_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

export function classifyFailure(error: unknown): Failure {
  const { responseCode, code } = (error ?? {}) as SendError;
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 600) {
    // A 5xx for the login means our configuration is wrong, not that this mail can never be delivered.
    if (code === 'EAUTH') return { kind: 'temporary', code: `smtp_auth_${responseCode}` };
    return { kind: responseCode >= 500 ? 'permanent' : 'temporary', code: `smtp_${responseCode}` };
  }
  const name = typeof code === 'string' && /^[A-Z_]{2,32}$/.test(code) ? code : 'unknown';
  return { kind: PERMANENT_CODES.has(name) ? 'permanent' : 'temporary', code: name.toLowerCase() };
}
