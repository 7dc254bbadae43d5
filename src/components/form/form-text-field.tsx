import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';

type FieldProps<Values> = Omit<
  TextFieldProps,
  'name' | 'value' | 'error' | 'onChange' | 'onBlur'
> & {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  /** Hint shown under the field while it has no error. */
  help?: string;
};

/**
 * An MUI text field bound to Formik. The label is always visible, and always above the field:
 * fields with a placeholder need it there, and one style for all keeps a form easy to scan. The
 * error (or hint) is MUI's helper text, which MUI ties to the input with aria-describedby and
 * marks with aria-invalid.
 */
export function FormTextField<Values>({
  formik,
  name,
  help,
  slotProps,
  ...props
}: FieldProps<Values>) {
  const error = formik.getFieldMeta<string>(name).touched
    ? formik.getFieldMeta<string>(name).error
    : undefined;
  const value = formik.getFieldProps<string | undefined>(name).value ?? '';
  return (
    <TextField
      {...props}
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
      id={`field-${name}`}
      name={name}
      value={value}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error ?? help}
    />
  );
}
