// What a service answers when one of its domain's rules says no: the Danish message and the field it is about. The
// handler turns it into the 422 envelope (refusalError), so a service knows nothing of HTTP.
import { validationFailed } from './errors';

export type Refusal = { status: 'refused'; message: string; field: string };

export const refuse = (message: string, field: string): Refusal => ({
  status: 'refused',
  message,
  field,
});

export const refusalError = (refusal: Refusal) => validationFailed(refusal.message, refusal.field);
