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

/** The id of a form field's input, for labels, focus and scripts that reach it. */
export const fieldId = (name: string) => `field-${name}`;

/**
 * Whether a field's error is shown: after the visitor tried to submit (then live, as they fix
 * it), or once they changed the field and moved on. Tabbing past a field they have not touched
 * shows nothing: an empty form is not a list of mistakes.
 */
export function showsError<Values>(formik: FormikProps<Values>, name: keyof Values & string) {
  const meta = formik.getFieldMeta<string>(name);
  if (meta.error === undefined) return false;
  return formik.submitCount > 0 || (meta.touched && meta.value !== meta.initialValue);
}

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
  const error = showsError(formik, name) ? formik.getFieldMeta<string>(name).error : undefined;
  const value = formik.getFieldProps<string | undefined>(name).value ?? '';
  return (
    <TextField
      {...props}
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
      id={fieldId(name)}
      name={name}
      value={value}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error ?? help}
    />
  );
}
