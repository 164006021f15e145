// The one error envelope every route answers with: { error: { code, message, field? } }, status in the response options.
import { json } from './respond';

export type ErrorCode =
  | 'invalid_json'
  | 'invalid_encoding'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'forbidden_origin'
  | 'validation_failed'
  | 'already_subscribed'
  | 'rate_limited'
  | 'database_unavailable'
  | 'internal_error'
  | 'demo_unavailable'
  | 'demo_failed'
  | 'invalid_link'
  | 'unauthorized';

type ErrorBody = { error: { code: ErrorCode; message: string; field?: string } };

/** Danish texts for the failures that are not about one form field. */
export const apiMessages = {
  invalid_json: 'Forespørgslen indeholder ikke gyldig JSON.',
  invalid_encoding: 'Forespørgslen er ikke gyldig UTF-8-tekst.',
  unsupported_media_type: 'Forespørgslen skal sendes som JSON (Content-Type: application/json).',
  payload_too_large: 'Forespørgslen er for stor (højst 16 KB).',
  forbidden_origin: 'Forespørgsler fra andre websteder er ikke tilladt.',
  forbidden_export:
    'Eksporten kan kun hentes fra kampagnerummet selv: åbn listen i kampagnerummet, og hent den med linket dér.',
  rate_limited: 'For mange forespørgsler. Vent lidt, og prøv igen.',
  database_unavailable: 'Tjenesten er midlertidigt utilgængelig. Prøv igen om lidt.',
  internal_error: 'Der opstod en uventet fejl. Prøv igen senere.',
  already_subscribed: 'Denne email er allerede tilmeldt nyhedsbrevet.',
  rejected_by_database: 'Oplysningerne kunne ikke gemmes. Tjek felterne, og prøv igen.',
  unauthorized: 'Log ind i kampagnerummet først.',
} as const;

/** Thrown anywhere below a route handler; apiHandler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorResponse(error: ApiError): Response {
  const body: ErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
    },
  };
  return json(body, {
    status: error.status,
    headers: { 'Cache-Control': 'no-store', ...error.headers },
  });
}

export const badJson = () => new ApiError(400, 'invalid_json', apiMessages.invalid_json);
export const badEncoding = () =>
  new ApiError(400, 'invalid_encoding', apiMessages.invalid_encoding);
export const unsupportedMediaType = () =>
  new ApiError(415, 'unsupported_media_type', apiMessages.unsupported_media_type);
export const payloadTooLarge = () =>
  new ApiError(413, 'payload_too_large', apiMessages.payload_too_large);
export const forbiddenOrigin = () =>
  new ApiError(403, 'forbidden_origin', apiMessages.forbidden_origin);
export const forbiddenExport = () =>
  new ApiError(403, 'forbidden_origin', apiMessages.forbidden_export);
export const validationFailed = (message: string, field?: string) =>
  new ApiError(422, 'validation_failed', message, field);
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', apiMessages.rate_limited, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
export const databaseUnavailable = (retryAfterSeconds = 30) =>
  new ApiError(503, 'database_unavailable', apiMessages.database_unavailable, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
export const alreadySubscribed = () =>
  new ApiError(409, 'already_subscribed', apiMessages.already_subscribed, 'email');
export const internalError = () => new ApiError(500, 'internal_error', apiMessages.internal_error);
export const unauthorized = () => new ApiError(401, 'unauthorized', apiMessages.unauthorized);
