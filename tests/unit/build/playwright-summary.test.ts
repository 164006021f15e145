// CI's summary of the Playwright suites: why a test failed reaches the end of the log, where the CI page shows it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestResult } from '@playwright/test/reporter';
import { attemptErrors } from '../../e2e/summary-reporter';

type Attempt = Pick<TestResult, 'status' | 'error'>;

describe("the summary reporter's errors", () => {
  it('keeps the first lines of each failed attempt, without colour codes, and nothing of a passed one', () => {
    const long = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n');
    const attempts: Attempt[] = [
      {
        status: 'failed',
        error: { message: `\u001b[31mError: SMTP sink: 0 of 1 mails arrived\u001b[39m\n\n${long}` },
      },
      { status: 'timedOut', error: { message: 'Test timeout of 60000ms exceeded.' } },
      { status: 'passed' },
    ];
    const errors = attemptErrors(attempts);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBe(
      'attempt 1: Error: SMTP sink: 0 of 1 mails arrived\nline 1\nline 2\nline 3\nline 4\nline 5',
    );
    expect(errors[1]).toBe('attempt 2: Test timeout of 60000ms exceeded.');
  });

  it('names the attempt by its place, also when only the second failed', () => {
    const errors = attemptErrors([
      { status: 'passed' },
      { status: 'interrupted', error: { value: 'SIGINT' } },
    ]);
    expect(errors).toEqual(['attempt 2: SIGINT']);
  });
});

describe('scripts/ci/playwright-summary.mjs', () => {
  it('prints each failed and flaky test with its attempts’ errors under it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pw-summary-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'site.json'),
        JSON.stringify({
          suite: 'site',
          status: 'failed',
          seconds: 12,
          counts: { total: 3, passed: 1, flaky: 1, failed: 1, skipped: 0 },
          slowest: [],
          flaky: ['a.spec.ts › came back'],
          failed: ['b.spec.ts › broke'],
          errors: {
            'a.spec.ts › came back': ['attempt 1: Error: read ECONNRESET'],
            'b.spec.ts › broke': ['attempt 1: Error: one\nat two', 'attempt 2: Error: three'],
          },
          interrupted: [],
        }),
      );
      const out = execFileSync(process.execPath, ['scripts/ci/playwright-summary.mjs', dir], {
        encoding: 'utf8',
      });
      expect(out).toContain(
        [
          '  FLAKY (passed on retry): a.spec.ts › came back',
          '      attempt 1: Error: read ECONNRESET',
          '  FAILED: b.spec.ts › broke',
          '      attempt 1: Error: one',
          '      at two',
          '      attempt 2: Error: three',
        ].join('\n'),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
