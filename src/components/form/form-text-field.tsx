import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { wasCheckedEarly } from '@/hooks/use-gateway-form';
import { fieldId } from '@/lib/field-ids';
import { mismatchAttribute, missingAttribute } from '@/lib/start-up/contract';

type FormTextFieldProps<Values> = Omit<
  TextFieldProps,
  'name' | 'value' | 'error' | 'onChange' | 'onBlur'
> & {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  /** Hint shown under the field while it has no error. */
  help?: string;
  /**
   * The messages of the form's rules for the field left empty and not in its format, which the
   * page's inline script shows when the form is sent before it has hydrated.
   */
  messages?: EarlyMessages;
  /** Further attributes of the input element, for the page's inline scripts. */
  inputAttributes?: Readonly<Record<string, string>>;
};

export interface EarlyMessages {
  missing?: string;
  mismatch?: string;
}

/**
 * Whether a field's error is shown: after the visitor tried to submit (then live, as they fix
 * it), or once they changed the field and moved on. Tabbing past a field they have not touched
 * shows nothing: an empty form is not a list of mistakes.
 */
export function showsError<Values>(formik: FormikProps<Values>, name: keyof Values & string) {
  const meta = formik.getFieldMeta<string>(name);
  if (meta.error === undefined) return false;
  return (
    formik.submitCount > 0 ||
    wasCheckedEarly(formik.status) ||
    (meta.touched && meta.value !== meta.initialValue)
  );
}

/**
 * An MUI text field bound to Formik. The label is always visible, and always above the field:
 * fields with a placeholder need it there, and one style for all keeps a form easy to scan. The
 * error (or hint) is MUI's helper text, which MUI ties to the input with aria-describedby and
 * marks with aria-invalid. The helper text is always there, empty (and hidden by the form) when
 * there is nothing to say, so that an error shown before the form hydrated has its place.
 */
export function FormTextField<Values>({
  formik,
  name,
  help,
  messages,
  inputAttributes,
  slotProps,
  ...props
}: FormTextFieldProps<Values>) {
  const error = showsError(formik, name) ? formik.getFieldMeta<string>(name).error : undefined;
  const value = formik.getFieldProps<string | undefined>(name).value ?? '';
  return (
    <TextField
      {...props}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: {
          ...inputAttributes,
          [missingAttribute]: messages?.missing,
          [mismatchAttribute]: messages?.mismatch,
          // The height a multi-line field grows from, in the prerendered page too: MUI gives the
          // textarea its height only once it runs, and the form below it moved when it did.
          rows: props.multiline ? props.minRows : undefined,
        },
      }}
      id={fieldId(name)}
      name={name}
      value={value}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={<>{error ?? help}</>}
    />
  );
}
