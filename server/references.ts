/**
 * The reference a sender quotes ("AKS-7K3M-9QX2"): a submission's number, enciphered under a
 * key of the server, so that references reveal neither how many leads the company gets nor
 * which came first, yet two submissions never share one and the server reads the number back
 * without storing anything. The number goes through a four-round Feistel network over 40 bits
 * (HMAC-SHA256 as its round function), which is a permutation of 0 .. 2^40 - 1 whatever the key;
 * the 40 bits are written as eight letters and digits of Crockford's base 32, which has no I, L,
 * O or U to misread over the phone.
 */
import { createHmac } from 'node:crypto';

const halfBits = 20;
const halfMask = (1 << halfBits) - 1;
const rounds = 4;
/** The largest number a reference can carry (about a trillion submissions). */
export const maxReferenceNumber = 2 ** (2 * halfBits) - 1;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const prefix = 'AKS';

export interface ReferenceCodec {
  /** The reference of a submission number. */
  of: (id: number) => string;
  /** The submission number a reference stands for, or undefined for text that is none. */
  idOf: (text: string) => number | undefined;
}

export function referenceCodec(key: Buffer | string): ReferenceCodec {
  const round = (index: number, half: number) =>
    createHmac('sha256', key).update(`${index}:${half}`).digest().readUInt32BE(0) & halfMask;

  const encipher = (value: number) => {
    let left = Math.floor(value / 2 ** halfBits);
    let right = value & halfMask;
    for (let index = 0; index < rounds; index += 1) {
      [left, right] = [right, (left ^ round(index, right)) & halfMask];
    }
    return left * 2 ** halfBits + right;
  };

  const decipher = (value: number) => {
    let left = Math.floor(value / 2 ** halfBits);
    let right = value & halfMask;
    for (let index = rounds - 1; index >= 0; index -= 1) {
      [left, right] = [(right ^ round(index, left)) & halfMask, left];
    }
    return left * 2 ** halfBits + right;
  };

  return {
    of(id) {
      if (!Number.isSafeInteger(id) || id < 0 || id > maxReferenceNumber) {
        throw new RangeError(`No reference for submission number ${id}.`);
      }
      let value = encipher(id);
      let code = '';
      for (let digit = 0; digit < 8; digit += 1) {
        code = (alphabet[value % 32] ?? '0') + code;
        value = Math.floor(value / 32);
      }
      return `${prefix}-${code.slice(0, 4)}-${code.slice(4)}`;
    },
    idOf(text) {
      // As a person might read it out or type it: any case, with or without the prefix and the
      // dashes, I and L for 1, O for 0.
      const compact = text
        .trim()
        .toUpperCase()
        .replace(/^AKS/, '')
        .replace(/[\s-]/g, '')
        .replace(/[IL]/g, '1')
        .replace(/O/g, '0');
      if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(compact)) return undefined;
      let value = 0;
      for (const character of compact) value = value * 32 + alphabet.indexOf(character);
      return decipher(value);
    },
  };
}
