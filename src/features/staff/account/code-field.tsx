import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { keepsValue } from '../ui/field-value';

const copy = staffCopy.twoFactor;

/** Which code a field takes: the app's six digits, or a recovery code. */
export type CodeKind = 'app' | 'recovery';

/**
 * The code as the server takes it, or undefined when it cannot be one (letters in a six-digit
 * code, too many digits, anything but spaces and dashes between groups). The server checks the
 * same again; this only answers at once.
 */
export function typedCode(value: string, kind: CodeKind): string | undefined {
  const compact = value.replace(/[\s-]/g, '');
  if (kind === 'app') return /^\d{6}$/.test(compact) ? compact : undefined;
  return /^[2-9A-HJ-NP-Z]{10}$/i.test(compact) ? compact.toUpperCase() : undefined;
}

interface CodeFieldProps {
  id: string;
  kind: CodeKind;
  value: string;
  onChange: (value: string) => void;
  /** The code was refused: the form's alert says why (announced); the field is marked. */
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A code field as phones and password managers expect it: `one-time-code` lets the keyboard
 * offer a code from a text message or the password manager; the numeric keypad for six digits.
 */
export function CodeField({
  id,
  kind,
  value,
  onChange,
  invalid = false,
  inputRef,
}: CodeFieldProps) {
  const app = kind === 'app';
  return (
    <TextField
      id={id}
      label={app ? copy.code : copy.recoveryCode}
      value={value}
      onChange={keepsValue(onChange)}
      required
      autoComplete="one-time-code"
      error={invalid}
      helperText={app ? copy.codeHint : copy.recoveryHint}
      inputRef={inputRef}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          inputMode: app ? 'numeric' : 'text',
          autoCapitalize: 'characters',
          spellCheck: false,
          'aria-invalid': invalid,
        },
      }}
    />
  );
}
