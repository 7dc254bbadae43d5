import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode, SubmitEvent } from 'react';

/** A staff form's name: its visible heading's id, or a label when it has no heading of its own. */
type FormName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

type StaffFormProps = FormName & {
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Narrow forms (a code, a password) keep their fields at a readable width on a desktop. */
  narrow?: boolean;
  children: ReactNode;
};

/**
 * The shell of every staff account form: a named form landmark whose fields stack in one column,
 * validated by the page (noValidate) so that errors read the same in every browser.
 */
export function StaffForm({
  labelledBy,
  label,
  onSubmit,
  narrow = false,
  children,
}: StaffFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-label={label}
      sx={narrow ? { display: 'grid', gap: 2, maxWidth: '24rem' } : { display: 'grid', gap: 2.5 }}
    >
      {children}
    </Box>
  );
}

/** What went wrong with a form's last try, announced at once; nothing while all is well. */
export function ProblemAlert({ problem }: { problem: string | undefined }) {
  if (problem === undefined || problem === '') return null;
  return (
    <Alert severity="error" role="alert">
      {problem}
    </Alert>
  );
}
