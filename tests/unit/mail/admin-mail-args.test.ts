import { parseAdminArgs, UsageError } from '@/scripts/admin/args';

describe('npm run admin -- mail …', () => {
  it.each([
    [['mail', 'status'], { name: 'mail', action: 'status' }],
    [['mail', 'retry'], { name: 'mail', action: 'retry', failed: false }],
    [['mail', 'retry', '--failed'], { name: 'mail', action: 'retry', failed: true }],
  ])('parses %j', (argv, expected) => {
    expect(parseAdminArgs(argv)).toEqual(expected);
  });

  it.each([
    [['mail'], 'Skriv "mail status" eller "mail retry".'],
    [['mail', 'send'], 'Ukendt mail-kommando: send (brug "mail status" eller "mail retry")'],
    [['mail', 'status', '--failed'], 'Ukendt tilvalg for mail status: --failed'],
    [['mail', 'retry', '--failed=ja'], '--failed tager ingen værdi.'],
    [['mail', 'retry', 'nu'], 'mail retry tager ingen argumenter (fik "nu").'],
  ])('refuses %j with a Danish usage error', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(new UsageError(message));
  });
});
