import { optionalText, withThousandsSeparators } from './field-rules';

describe('withThousandsSeparators', () => {
  it('groups digits in threes as US English does', () => {
    const reference = new Intl.NumberFormat('en-US');
    for (const count of [0, 7, 80, 999, 1000, 5000, 12345, 999999, 1000000, 1234567890]) {
      expect(withThousandsSeparators(count)).toBe(reference.format(count));
    }
  });
});

describe('optionalText', () => {
  it('names the limit with its thousands separator when text is too long', async () => {
    await expect(optionalText('Message', 5000).validate('x'.repeat(5001))).rejects.toThrow(
      'Message can be at most 5,000 characters.',
    );
    await expect(optionalText('Message', 5000).validate('  fine  ')).resolves.toBe('fine');
  });
});
