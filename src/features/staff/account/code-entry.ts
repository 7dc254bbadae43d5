import { useState } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { typedCode, type CodeKind } from './code-field';

const copy = staffCopy.twoFactor;

/**
 * A code the person types where either the authenticator app's code or a recovery code will do
 * (signing in, turning two-factor off): which of the two, what was typed, and the switch between
 * them, which empties the field as a recovery code looks nothing like six digits.
 */
export function useCodeEntry() {
  const [kind, setKind] = useState<CodeKind>('app');
  const [code, setCode] = useState('');
  const app = kind === 'app';
  return {
    kind,
    code,
    clear: () => {
      setCode('');
    },
    /** What the CodeField takes. */
    field: { kind, value: code, onChange: setCode },
    /** The code as the server takes it, or undefined when it cannot be one. */
    typed: typedCode(code, kind),
    /** Why what was typed cannot be a code of this kind. */
    badCode: app ? copy.badCode : copy.badRecoveryCode,
    switchLabel: app ? copy.useRecovery : copy.useApp,
    switchKind: () => {
      setKind(app ? 'recovery' : 'app');
      setCode('');
    },
  };
}
