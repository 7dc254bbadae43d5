/** The reports API names what the beacons store, with the same values. */
import { describe, expect, it } from 'vitest';
import { otherValue } from './beacon';
import { restRow, unissuedBuild } from './reports';

describe('the reports’ markers', () => {
  it('name builds no server issued, and the rest row, as the beacons store them', () => {
    expect(unissuedBuild).toBe(otherValue);
    expect(restRow).toBe(otherValue);
  });
});
