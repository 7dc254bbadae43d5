import { describe, expect, it } from 'vitest';
import { typedCode } from './code-field';
import { groupedKey } from './two-factor-setup';

describe('the code field', () => {
  it('takes six digits, with spaces or a dash between groups', () => {
    expect(typedCode('123456', 'app')).toBe('123456');
    expect(typedCode(' 123 456 ', 'app')).toBe('123456');
    expect(typedCode('123-456', 'app')).toBe('123456');
  });

  it('refuses what cannot be a code', () => {
    for (const value of [
      '',
      '      ',
      'abcdef',
      '12345',
      '1234567',
      '1'.repeat(60),
      '12\u00003456',
    ]) {
      expect(typedCode(value, 'app')).toBeUndefined();
    }
  });

  it('takes a recovery code in any case, with or without its dash', () => {
    expect(typedCode('7kq4m-xw2pd', 'recovery')).toBe('7KQ4MXW2PD');
    expect(typedCode('7KQ4MXW2PD', 'recovery')).toBe('7KQ4MXW2PD');
    // 0, 1, I and O are not in the alphabet: they would be misread.
    expect(typedCode('0KQ4M-XW2PD', 'recovery')).toBeUndefined();
  });

  it('groups the key by four for reading', () => {
    expect(groupedKey('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  });
});
