// A Playwright reporter for CI's summary (.ci/run): writes, per suite, the slowest tests, the tests that passed only
// on a retry (flaky: they would otherwise hide behind a green run) and the ones that failed, to
// $PW_SUMMARY_DIR/<suite>.json (default .data/playwright-summary). scripts/ci/playwright-summary.mjs prints them.
import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

type Options = { suite?: string; slowest?: number };

/** The lines of an attempt's error CI's summary keeps: the list reporter's full output scrolls out of its tail. */
const ERROR_LINES = 6;
const ANSI = /\u001b\[[0-9;]*m/g;

/** Each failed attempt's error, its first lines without colour codes ("attempt 1: …"). */
export function attemptErrors(results: Pick<TestResult, 'status' | 'error'>[]): string[] {
  return results.flatMap((result, i) => {
    if (result.status === 'passed' || result.status === 'skipped' || !result.error) return [];
    const text = (result.error.message ?? result.error.value ?? String(result.status)).replace(
      ANSI,
      '',
    );
    const lines = text
      .split('\n')
      .map((line) => line.trimEnd())
      .filter(Boolean)
      .slice(0, ERROR_LINES);
    return [`attempt ${i + 1}: ${lines.join('\n')}`];
  });
}

export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;
  private readonly suite: string;
  private readonly slowest: number;
  private readonly started = Date.now();

  constructor(options: Options = {}) {
    this.suite = options.suite ?? 'e2e';
    this.slowest = options.slowest ?? 10;
  }

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onEnd(result: FullResult) {
    const tests = this.root?.allTests() ?? [];
    const name = (test: TestCase) =>
      `${path.basename(test.location.file)} › ${test.titlePath().slice(3).join(' › ')}`;
    // The time of every attempt: a test that needed its retry cost both.
    const duration = (test: TestCase) => test.results.reduce((sum, r) => sum + r.duration, 0);
    const outcomes = tests.map((test) => ({ test, outcome: test.outcome() }));
    const summary = {
      suite: this.suite,
      status: result.status,
      seconds: Math.round((Date.now() - this.started) / 1000),
      counts: {
        total: tests.length,
        passed: outcomes.filter((o) => o.outcome === 'expected').length,
        flaky: outcomes.filter((o) => o.outcome === 'flaky').length,
        failed: outcomes.filter((o) => o.outcome === 'unexpected').length,
        skipped: outcomes.filter((o) => o.outcome === 'skipped').length,
      },
      slowest: tests
        .filter((test) => test.results.length > 0)
        .sort((a, b) => duration(b) - duration(a))
        .slice(0, this.slowest)
        .map((test) => ({ name: name(test), ms: duration(test), attempts: test.results.length })),
      flaky: outcomes.filter((o) => o.outcome === 'flaky').map((o) => name(o.test)),
      failed: outcomes.filter((o) => o.outcome === 'unexpected').map((o) => name(o.test)),
      // Why each of them failed, attempt by attempt.
      errors: Object.fromEntries(
        outcomes
          .filter((o) => o.outcome === 'flaky' || o.outcome === 'unexpected')
          .map((o) => [name(o.test), attemptErrors(o.test.results)]),
      ),
      // Stopped by the step's time limit (or Ctrl-C): the test that was running when the suite was ended.
      interrupted: tests.filter((test) => test.results.at(-1)?.status === 'interrupted').map(name),
    };
    const dir =
      process.env.PW_SUMMARY_DIR ?? path.join(process.cwd(), '.data', 'playwright-summary');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${this.suite}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
