import { describe, expect, it } from 'vitest';
import { isPlainMailbox } from './mailbox';

describe('isPlainMailbox', () => {
  it('accepts ordinary addresses', () => {
    for (const address of [
      'jane.doe@example.com',
      'j+leads@mail.example.co.uk',
      'o_brien-2@sub.example.org',
      'A@b.io',
    ]) {
      expect(isPlainMailbox(address), address).toBe(true);
    }
  });

  it('refuses what a mail client would read as more than an address', () => {
    for (const address of [
      'victim?cc=attacker%40evil.example&body=PWNED@example.com',
      'a&b@example.com',
      'a%40b@example.com',
      'a=b@example.com',
      'a#b@example.com',
      'a/b@example.com',
      '"quoted"@example.com',
      'two words@example.com',
      'jane..doe@example.com',
      'jane@example',
      'jane@-example.com',
      '',
    ]) {
      expect(isPlainMailbox(address), address).toBe(false);
    }
  });
});
