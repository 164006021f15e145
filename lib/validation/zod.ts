// zod for schemas that also run in the browser. jitless: zod's eval probe (new Function) would be reported as a
// violation of our CSP (no 'unsafe-eval'), even though zod catches it; the interpreted path is fast enough for forms.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
