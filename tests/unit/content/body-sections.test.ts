import { findSection, sectionTextOr, withoutSection } from '@/lib/content/body-sections';

const body = `Indledning.

### Vores principper

- Et
- To

### Hvad betyder det for kommunen?

Kortere ventetid.
Flere hænder.

### Sådan gør vi

Trin for trin.`;

describe('body sections', () => {
  it('takes the text after the heading up to the next ### marker', () => {
    expect(findSection(body, 'Hvad betyder det for')).toMatchObject({ heading: 'Hvad betyder det for kommunen?', text: 'Kortere ventetid.\nFlere hænder.' });
  });

  it('runs to the end of the body when no ### follows, and ignores case', () => {
    const last = 'Intro\n\n### HVAD BETYDER DET FOR LYNGBÆK?\nMere tid.';
    expect(sectionTextOr(last, 'Hvad betyder det for', 'resumé')).toBe('Mere tid.');
  });

  it('falls back to the summary when the heading is missing or the section is empty', () => {
    expect(sectionTextOr('Kun tekst.\n\n### Andet\nx', 'Hvad betyder det for', 'Resuméet')).toBe('Resuméet');
    expect(sectionTextOr('### Hvad betyder det for os?\n\n### Næste', 'Hvad betyder det for', 'Resuméet')).toBe('Resuméet');
  });

  it('does not match the phrase inside running text or a deeper heading', () => {
    expect(findSection('Hvad betyder det for dig?\n#### Hvad betyder det for os', 'Hvad betyder det for')).toBeUndefined();
  });

  it('removes the section from the body so it is not shown twice', () => {
    const rest = withoutSection(body, 'Hvad betyder det for');
    expect(rest).not.toContain('Kortere ventetid');
    expect(rest).toContain('### Vores principper');
    expect(rest).toContain('### Sådan gør vi\n\nTrin for trin.');
  });
});
