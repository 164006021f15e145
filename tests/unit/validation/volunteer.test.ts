import { safeParse } from 'zod/mini';
import { volunteerSchema } from '@/lib/validation/volunteer';
import { displayPhone, normalizeDanishPhone } from '@/lib/validation/volunteer-phone';

describe('normalizeDanishPhone', () => {
  it.each([
    ['20 12 34 56', '+4520123456'],
    ['+45 20 12 34 56', '+4520123456'],
    ['0045 20-12-34-56', '+4520123456'],
    ['(+45) 70.00.00.00', '+4570000000'],
  ])('%s → %s', (input, expected) => expect(normalizeDanishPhone(input)).toBe(expected));

  it.each(['12345678', '2012345', '201234567', '+46 70 123 45 67', '+45', '00000000'])(
    'refuses %s',
    (input) => expect(normalizeDanishPhone(input)).toBeNull(),
  );
});

describe('displayPhone', () => {
  it('shows a stored number in groups, as it is read aloud', () =>
    expect(displayPhone('+4520123456')).toBe('+45 20 12 34 56'));
  it('shows what it cannot parse as stored', () => expect(displayPhone('ukendt')).toBe('ukendt'));
});

describe('volunteerSchema (the browser half)', () => {
  const valid = { name: 'Anna', email: 'anna@example.dk', interests: ['stand'], consent: true };
  it('takes a minimal sign-up and an empty phone', () => {
    expect(safeParse(volunteerSchema, valid).success).toBe(true);
    expect(safeParse(volunteerSchema, { ...valid, phone: '' }).success).toBe(true);
  });
  it('refuses letters in the phone before the server is asked', () => {
    const result = safeParse(volunteerSchema, { ...valid, phone: 'tlf 20123456' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['phone']);
  });
});
