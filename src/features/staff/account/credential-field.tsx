import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { keepsValue } from '../ui/field-value';

interface CredentialFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  /** What a password manager fills in: the address as the user name, or the current password. */
  autoComplete: 'username' | 'current-password';
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
}

/**
 * A field a password manager fills (an address or the current password): required, and its
 * label above it from the start, never over what the manager writes in.
 */
export function CredentialField({ onChange, maxLength, ...field }: CredentialFieldProps) {
  return (
    <TextField
      {...field}
      onChange={keepsValue(onChange)}
      required
      slotProps={{
        inputLabel: { shrink: true },
        ...(maxLength !== undefined && { htmlInput: { maxLength } }),
      }}
    />
  );
}
