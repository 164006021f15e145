import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Issue 48: the Danish site's links prefetch when reached for, not on sight (components/ui/link.tsx).
    files: ['app/(site)/**/*.{ts,tsx}', 'app/(en)/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use the site's Link (@/components/ui/link): a plain <a> that one delegated listener navigates on the client and prefetches when the reader reaches for it; next/link hydrates a component per link.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-preview/**',
    '.next-editor/**',
    '.next-editor-dev/**',
    'node_modules/**',
    '.data/**',
    'db/migrations/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'public/pagefind/**',
  ]),
]);
