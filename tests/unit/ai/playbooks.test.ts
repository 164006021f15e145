import fs from 'node:fs';
import path from 'node:path';
import { getPlaybookBySlug, getPlaybooks } from '@/lib/content/playbooks';

describe('playbooks collection', () => {
  it('has three playbooks with roles, markdown sections and templates', () => {
    const playbooks = getPlaybooks();
    expect(playbooks).toHaveLength(3);
    for (const p of playbooks) {
      expect(p.roles.length).toBeGreaterThan(0);
      expect(p.steps).toMatch(/^1\./);
      expect(p.templates.length).toBeGreaterThan(0);
    }
    expect(getPlaybookBySlug('ai-i-sagsbehandling')?.domain).toBe('Sagsbehandling');
    expect(getPlaybookBySlug('nope')).toBeUndefined();
  });

  it('only names template files that exist in public/docs', () => {
    for (const t of getPlaybooks().flatMap((p) => p.templates)) {
      expect(fs.existsSync(path.join(process.cwd(), 'public', t.url))).toBe(true);
    }
  });
});
