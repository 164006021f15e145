// Building blocks for visitor text: trimmed, no control characters, no lone surrogates, Danish messages per field.
// Written with zod/mini: these schemas run in the browser too (the /kontakt forms), where classic zod's chainable
// API cost ~29 KB gzip of JavaScript; mini schemas nest in classic ones, so server-only schemas keep classic zod.
import './jitless';
import { z } from 'zod/mini';

// C0 and C1 controls and DEL; multi-line fields may still hold tab, line feed and carriage return. The room's forms
// (lib/vagtplan/read-form.ts) use the same two.
export const controlChars = /[\u0000-\u001F\u007F-\u009F]/;
export const controlCharsExceptLines = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** required: missing or too short; type: not a string; chars: control characters or broken Unicode; max: too long. */
type TextMessages = { required: string; type: string; chars: string; max: string };

type TextOptions = { min?: number; max: number; multiline?: boolean; messages: TextMessages };

/** A trimmed string: wrong types, control characters and broken Unicode fail with the field's own message. */
export function text({ min = 0, max, multiline = false, messages }: TextOptions) {
  const forbidden = multiline ? controlCharsExceptLines : controlChars;
  return z
    .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.type) })
    .check(
      z.refine((v) => !forbidden.test(v) && v.isWellFormed(), {
        error: messages.chars,
        abort: true,
      }),
      z.trim(),
      // Characters as the database counts them (code points), so an emoji is one, not two.
      z.refine((v) => [...v].length >= min, { error: messages.required, abort: true }),
      z.maxLength(max, messages.max),
    );
}

/** A required checkbox: only the JSON value true passes. */
export const mustBeTrue = (message: string) => z.literal(true, { error: message });

/** The honeypot: invisible to people, so anything in it marks a bot; never validated beyond its type and size. */
export const honeypot = z.optional(z.string().check(z.maxLength(500)));
