// Field schemas shared by several collections.
import { z } from 'zod';

/** A link inside the site ('/docs/x.pdf') or a full http(s) address. */
export const linkUrl = z
  .string()
  .trim()
  .refine((value) => /^\/(?!\/)\S*$/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
    message: 'Skal være en adresse, der starter med / eller https://',
  });

export const slugList = z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Brug kun små bogstaver, tal og bindestreger'));
