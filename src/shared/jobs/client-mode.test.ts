import { describe, expect, it } from 'vitest';
import { clientModeOf } from './client-mode';

describe('clientModeOf', () => {
  const nameOf = (fields: Record<string, unknown>) => String(fields.name);

  it('reads the company’s own role, a confidential client and a named one', () => {
    expect(clientModeOf({ kind: 'own', name: 'ignored' }, nameOf)).toEqual({ kind: 'own' });
    expect(clientModeOf({ kind: 'confidential' }, nameOf)).toEqual({ kind: 'confidential' });
    expect(clientModeOf({ kind: 'client', name: 'Acme' }, nameOf)).toEqual({
      kind: 'client',
      name: 'Acme',
    });
  });

  it('asks for the name only of a named client, and knows no other kind', () => {
    const refuse = () => {
      throw new Error('the name was read');
    };
    expect(clientModeOf({ kind: 'own' }, refuse)).toEqual({ kind: 'own' });
    expect(() => clientModeOf({ kind: 'client' }, refuse)).toThrow('the name was read');
    expect(clientModeOf({ kind: 'partner' }, nameOf)).toBeUndefined();
    expect(clientModeOf({}, nameOf)).toBeUndefined();
  });
});
