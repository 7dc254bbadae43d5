// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { can, kindsOf, seesKind, sharesKinds } from './staff-roles';

describe('staff roles', () => {
  it('give each role only the kinds the privacy notice names', () => {
    expect(kindsOf('admin')).toEqual(['contact', 'apply']);
    expect(kindsOf('sales')).toEqual(['contact']);
    expect(kindsOf('recruiting')).toEqual(['apply']);
    expect(seesKind('sales', 'apply')).toBe(false);
    expect(seesKind('recruiting', 'contact')).toBe(false);
  });

  it('keep activity and reports to admins', () => {
    expect(can('admin', 'activity')).toBe(true);
    expect(can('admin', 'reports')).toBe(true);
    for (const role of ['sales', 'recruiting'] as const) {
      expect(can(role, 'activity')).toBe(false);
      expect(can(role, 'reports')).toBe(false);
    }
  });

  it('let leads be assigned only to an account that can see them', () => {
    expect(sharesKinds('sales', 'admin')).toBe(true);
    expect(sharesKinds('sales', 'recruiting')).toBe(false);
    expect(sharesKinds('recruiting', 'recruiting')).toBe(true);
  });
});
