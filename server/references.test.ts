// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxReferenceNumber, referenceCodec } from './references';

const codec = referenceCodec('a key for tests only, 32 bytes or more');

describe('references', () => {
  it('gives every submission its own reference and reads each one back', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 20_000; id += 1) {
      const reference = codec.of(id);
      expect(reference).toMatch(/^AKS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(codec.idOf(reference)).toBe(id);
      seen.add(reference);
    }
    expect(seen.size).toBe(20_000);
    for (const id of [0, maxReferenceNumber, 2 ** 31, 2 ** 33 + 7]) {
      expect(codec.idOf(codec.of(id))).toBe(id);
    }
  });

  it('says nothing of how many came before', () => {
    // Neighbours share no more of their references than chance would have them share.
    const shared = (a: string, b: string) =>
      Array.from(a).filter((char, i) => char === b[i]).length;
    let sum = 0;
    for (let id = 1; id <= 1000; id += 1) sum += shared(codec.of(id), codec.of(id + 1)) - 5;
    // Eight random characters of 32 agree in a quarter of one on average ("AKS--" always).
    expect(sum / 1000).toBeLessThan(1);
    expect(codec.of(56)).not.toContain('56');
    // Another key, other references.
    expect(referenceCodec('another key for tests only, as long').of(56)).not.toBe(codec.of(56));
  });

  it('reads a reference as a person types it, and nothing else', () => {
    const reference = codec.of(123);
    const compact = reference.slice(4).replace('-', '');
    for (const typed of [
      reference.toLowerCase(),
      compact,
      ` ${compact.slice(0, 4)} ${compact.slice(4)} `,
      `aks${compact}`,
    ]) {
      expect(codec.idOf(typed), typed).toBe(123);
    }
    expect(codec.idOf(reference.replace(/1/g, 'I').replace(/0/g, 'O'))).toBe(123);
    for (const text of [
      '',
      'AKS-',
      'AKS-000123',
      'AKS-UUUU-UUUU',
      'x'.repeat(400),
      'AKS-7K3M-9QX2Z',
    ]) {
      expect(codec.idOf(text), text).toBeUndefined();
    }
  });

  it('refuses a number it cannot carry', () => {
    for (const id of [-1, 1.5, maxReferenceNumber + 1, Number.NaN]) {
      expect(() => codec.of(id)).toThrow(RangeError);
    }
  });
});
