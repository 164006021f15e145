import { contactSchema } from '@/lib/validation/contact';
import { newsletterSchema } from '@/lib/validation/newsletter';

const valid = {
  name: 'Mette Lund',
  email: 'mette@example.dk',
  category: 'idé',
  message: 'Flere cykelstier ved skolen, tak.',
  consent: true,
};

const firstMessage = (schema: typeof contactSchema | typeof newsletterSchema, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('contact schema: the spec §5 rules and messages', () => {
  it.each([
    ['name', ' A ', 'Navn skal være mindst 2 tegn'],
    ['name', 'x'.repeat(101), 'Navn må højst være 100 tegn'],
    ['email', 'mette@', 'Ugyldig email adresse'],
    ['email', `${'a'.repeat(250)}@example.dk`, 'Email må højst være 255 tegn'],
    ['category', '', 'Vælg venligst en kategori'],
    ['category', 'spam', 'Vælg venligst en kategori'],
    ['message', '  kort  ', 'Besked skal være mindst 10 tegn'],
    ['message', 'x'.repeat(2001), 'Besked må højst være 2000 tegn'],
    ['consent', false, 'Du skal acceptere vilkårene'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage(contactSchema, { ...valid, [field]: value })).toBe(message);
  });

  it('reports the first issue of an empty form as the name', () => {
    expect(
      firstMessage(contactSchema, {
        name: '',
        email: '',
        category: '',
        message: '',
        consent: false,
      }),
    ).toBe('Navn skal være mindst 2 tegn');
  });

  it('trims before counting and stores the trimmed values', () => {
    const data = contactSchema.parse({
      ...valid,
      name: '  Bo  ',
      email: ' bo@example.dk ',
      message: `  ${'x'.repeat(2000)}  `,
    });
    expect(data).toMatchObject({ name: 'Bo', email: 'bo@example.dk' });
    expect(data.message).toHaveLength(2000);
  });

  it('keeps line breaks in the message but refuses other control characters and broken Unicode', () => {
    expect(
      firstMessage(contactSchema, { ...valid, message: 'Linje et\r\nLinje to\tslut' }),
    ).toBeUndefined();
    expect(firstMessage(contactSchema, { ...valid, message: 'Hej\u0000 med jer alle' })).toBe(
      'Besked indeholder ugyldige tegn',
    );
    expect(firstMessage(contactSchema, { ...valid, name: 'Bo\nBo' })).toBe(
      'Navn indeholder ugyldige tegn',
    );
    expect(firstMessage(contactSchema, { ...valid, name: 'Bo \ud83d' })).toBe(
      'Navn indeholder ugyldige tegn',
    );
    expect(firstMessage(contactSchema, { ...valid, name: 'Bo 😀' })).toBeUndefined();
  });
});

describe('newsletter schema', () => {
  it.each([
    [{ email: 'nej', consent: true }, 'Ugyldig email adresse'],
    [{ email: 'ja@example.dk', consent: false }, 'Du skal give samtykke'],
    [{ email: 'ja@example.dk' }, 'Du skal give samtykke'],
  ])('%j → %s', (data, message) => {
    expect(firstMessage(newsletterSchema, data)).toBe(message);
  });
});
