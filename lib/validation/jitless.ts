// Imported for its effect by every schema that also runs in the browser. zod's eval probe (new Function) would be
// reported as a violation of our CSP (no 'unsafe-eval'), even though zod catches it; the interpreted path is fast
// enough for forms. Only `config` is imported, from zod/mini like the browser schemas, so nothing else comes along.
import { config } from 'zod/mini';

config({ jitless: true });
