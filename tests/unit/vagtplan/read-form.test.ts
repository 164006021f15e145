import {
  formMessages,
  readPosterContact,
  readShift,
  readShiftMessage,
  readTask,
} from '@/lib/vagtplan/read-form';
import { shiftTimes, weeklyDays } from '@/lib/vagtplan/service';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};
const task = {
  type: 'doerbank',
  titel: 'Dørbank i Nord',
  moedested: 'Kirken',
  omraade: '',
  noter: '',
};
const shift = { dato: '2029-10-13', start: '10:00', slut: '12:00', pladser: '4' };

describe("Vagtplan's room forms", () => {
  it('reads a good task and shift', () => {
    expect(readTask(formOf(task))).toEqual({
      ok: {
        kind: 'doerbank',
        title: 'Dørbank i Nord',
        meetingPoint: 'Kirken',
        area: '',
        notes: '',
      },
    });
    expect(readShift(formOf(shift))).toEqual({
      ok: { day: '2029-10-13', start: '10:00', end: '12:00', places: 4 },
    });
  });

  it.each([
    [{ ...task, type: 'bombe' }, 'type'],
    [{ ...task, titel: 'x' }, 'titel'],
    [{ ...task, titel: 'x'.repeat(121) }, 'titel'],
    [{ ...task, moedested: '' }, 'moedested'],
    [{ ...task, titel: 'Null\u0000byte' }, 'tegn'],
    [{ ...task, noter: 'x'.repeat(2001) }, 'noter'],
  ])('refuses the task %o: %s', (fields, key) => {
    expect(readTask(formOf(fields))).toEqual({ error: key });
    expect(formMessages[key as keyof typeof formMessages]).toBeTruthy();
  });

  // One-line fields take no line break, tab or C1 control (as the public forms' one-line fields): a title's CR or LF
  // would forge rows in `npm run admin -- shifts list` or overwrite its line, and a contact's would split the line of
  // the poster task's notes that forget removes by its address. Notes and the message keep their line breaks.
  it.each([
    ['a title with LF', { titel: 'Stand\nFalsk række' }],
    ['a title with CR', { titel: 'Stand\rDørbank' }],
    ['a title with a tab', { titel: 'Stand\tpå torvet' }],
    ['a title with NEL (C1)', { titel: 'Stand\u0085på torvet' }],
    ['a title with CSI (C1)', { titel: 'Stand\u009b2J' }],
    ['a meeting point with CR LF', { moedested: 'Kirken\r\nLOCATION:x' }],
    ['an area with LF', { omraade: 'Nord\nSyd' }],
    ['notes with a C1 control', { noter: 'Tag\u0085varmt tøj' }],
  ])('refuses %s', (_name, fields) => {
    expect(readTask(formOf({ ...task, ...fields }))).toEqual({ error: 'tegn' });
  });

  it('keeps line breaks and tabs in the notes', () => {
    expect(readTask(formOf({ ...task, noter: 'Linje 1\r\nLinje 2\n\tLinje 3' }))).toMatchObject({
      ok: { notes: 'Linje 1\nLinje 2\n\tLinje 3' },
    });
  });

  it.each([
    ['a name with LF', { navn: 'Plakat\nPer' }],
    ['an address with CR', { adresse: 'Torvet 1\r9999 Lyngbæk' }],
  ])('refuses the poster contact with %s', (_name, fields) => {
    const contact = {
      navn: 'Per',
      adresse: 'Torvet 1',
      email: 'p@example.dk',
      telefon: '20202020',
    };
    expect(readPosterContact(formOf({ ...contact, ...fields }))).toEqual({ error: 'tegn' });
  });

  it('refuses a subject for "Skriv til alle" with a line break, keeps the message\'s', () => {
    expect(readShiftMessage(formOf({ emne: 'Husk\r\nBcc: x@example.com', besked: 'Hej' }))).toEqual(
      {
        error: 'tegn',
      },
    );
    expect(readShiftMessage(formOf({ emne: 'Husk', besked: 'Hej\r\nalle' }))).toEqual({
      ok: { subject: 'Husk', message: 'Hej\nalle' },
    });
  });

  it.each([
    [{ ...shift, dato: '13-10-2029' }, 'dato'],
    [{ ...shift, dato: '2029-02-30' }, 'dato'],
    [{ ...shift, start: '25:00' }, 'tid'],
    [{ ...shift, slut: '12' }, 'tid'],
    [{ ...shift, slut: '10:00' }, 'samme'],
    [{ ...shift, dato: '2030-03-31', start: '02:30' }, 'sommertid'],
    [{ ...shift, pladser: '0' }, 'pladser'],
    [{ ...shift, pladser: '201' }, 'pladser'],
    [{ ...shift, pladser: '2.5' }, 'pladser'],
  ])('refuses the shift %o: %s', (fields, key) => {
    expect(readShift(formOf(fields))).toEqual({ error: key });
  });

  it.each([
    [{ navn: 'P', adresse: 'Torvet 1', email: 'p@example.dk', telefon: '20202020' }, 'navn'],
    [{ navn: 'Per', adresse: 'T 1', email: 'p@example.dk', telefon: '20202020' }, 'adresse'],
    [{ navn: 'Per', adresse: 'Torvet 1', email: 'p@', telefon: '20202020' }, 'email'],
    [{ navn: 'Per', adresse: 'Torvet 1', email: 'p@example.dk', telefon: '2020' }, 'telefon'],
  ])('refuses the poster contact %o: %s', (fields, key) => {
    expect(readPosterContact(formOf(fields))).toEqual({ error: key });
  });

  it('repeats weekly up to and including election day, and an end before the start runs past midnight', () => {
    expect(weeklyDays('2029-11-06', '2029-11-20')).toEqual([
      '2029-11-06',
      '2029-11-13',
      '2029-11-20',
    ]);
    expect(weeklyDays('2029-11-21', '2029-11-20')).toEqual(['2029-11-21']);
    const night = shiftTimes({ day: '2029-10-20', start: '22:00', end: '02:00', places: 1 });
    expect(night.startsAt.toISOString()).toBe('2029-10-20T20:00:00.000Z');
    expect(night.endsAt.toISOString()).toBe('2029-10-21T00:00:00.000Z');
  });
});
