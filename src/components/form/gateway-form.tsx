import { Fragment, useMemo, useRef, useState, type ReactNode } from 'react';
import { type AnyObjectSchema, ValidationError } from 'yup';
import { useAddressPreset, type AddressPreset } from '@/hooks/use-address-preset';
import { useGatewayForm } from '@/hooks/use-gateway-form';
import type { GatewayAnswer } from '@/lib/gateway-client';
import { FormShell } from './form-shell';
import { fieldId } from '@/lib/field-ids';
import { presetAttribute, presetKeyAttribute } from '@/lib/start-up/contract';
import { useIsHydrating } from '@/lib/start-up/use-early-state';
import { readShownErrors } from '@/lib/start-up/widgets/form';
import { type EarlyMessages, FormTextField, showsError } from './form-text-field';
import { FormQueryProvider } from './query-provider';

/** How one field behaves; its words come from the page's copy under the same name. */
export interface FormFieldSpec<Name extends string> {
  name: Name;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Minimum rows of a multi-line field; such a field spans the whole width of the form. */
  rows?: number;
  /**
   * A native select. With a placeholder in the copy, an empty, unselectable first option shows
   * it; without one, the initial value is one of the options.
   */
  options?: readonly { value: string; label: string }[];
  /** Spans the whole width of the form (multi-line fields always do). */
  wide?: boolean;
  /** The page address may choose the value (`?param=key`), e.g. the position of an Apply Now link. */
  fromAddress?: AddressPreset;
  /**
   * A control of the feature's own in place of a text field (the application's résumé file),
   * given the field's state; it spans the whole width of the form.
   */
  control?: (field: FieldControl) => ReactNode;
}

/** What a control of a feature's own gets of its field (see `FormFieldSpec.control`). */
export interface FieldControl {
  /** The id of the element that takes focus when the field is the first to fix. */
  id: string;
  value: string;
  /** Every field's value, for a control that depends on another (the position's questions). */
  values: Readonly<Record<string, string>>;
  /** The field's error, once it is shown (as a text field shows it). */
  error: string | undefined;
  setValue: (value: string) => void;
  /** Whether the form's submission is on its way (it may be waiting for the control). */
  sending: boolean;
  words: FieldCopy;
}

/** The words of one field, from a content module. */
export interface FieldCopy {
  label: string;
  help?: string;
  placeholder?: string;
}

export interface GatewayFormProps<Values extends Record<string, string>> {
  /** Id of the heading that names the form. */
  headingId: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  submit: (values: Values) => Promise<GatewayAnswer>;
  /** sessionStorage key of the draft. */
  draftKey: string;
  /** The fields in screen order; focus goes to the first invalid one on submit. */
  fields: readonly FormFieldSpec<keyof Values & string>[];
  copy: {
    fields: { readonly [Name in keyof Values & string]: FieldCopy };
    submit: string;
    sending: string;
    /** Title of the alert when sending failed, e.g. "Your application was not sent". */
    errorTitle: string;
    /** What happens after a successful submission, shown after the server's own message. */
    nextSteps: string;
    /** Brings the form back after it was sent. */
    sendAnother: string;
  };
}

/** Everything that makes one of the site's forms, but the heading its page names it with. */
export type GatewayFormSpec<Values extends Record<string, string>> = Omit<
  GatewayFormProps<Values>,
  'headingId'
>;

/** The component of one form (the contact form, the application form) from its spec. */
export function defineGatewayForm<Values extends Record<string, string>>(
  spec: GatewayFormSpec<Values>,
) {
  return function PageForm({ headingId }: { headingId: string }) {
    return <GatewayForm headingId={headingId} {...spec} />;
  };
}

/** Required is read from the schema, so the asterisk and the validation cannot disagree. */
function isRequired(schema: AnyObjectSchema, name: string): boolean {
  const field = schema.describe().fields[name];
  return field !== undefined && 'optional' in field && !field.optional;
}

/** The schema's message for a value of a field, or undefined when it passes. */
function messageFor(
  schema: AnyObjectSchema,
  name: string,
  value: string | undefined,
): string | undefined {
  try {
    schema.validateSyncAt(name, { [name]: value });
    return undefined;
  } catch (error) {
    return error instanceof ValidationError ? error.message : undefined;
  }
}

/**
 * What the page's inline script says when the form is sent before it has hydrated: the schema's
 * own messages for the field left empty, and for an e-mail field, for text that is not one (the
 * browser's constraint validation finds both).
 */
function earlyMessages(schema: AnyObjectSchema, name: string, type?: string): EarlyMessages {
  return {
    // Formik validates an empty field as undefined: a required field then fails on being
    // required, before any rule about what it may hold (a select's options).
    missing: isRequired(schema, name) ? messageFor(schema, name, undefined) : undefined,
    mismatch: type === 'email' ? messageFor(schema, name, 'x') : undefined,
  };
}

/**
 * The key of the address that chooses an option (`project-manager` for Project Manager), which
 * the page's inline script reads to choose it before the first paint (`choosePreset`); React
 * then starts from the same value (useAddressPreset).
 */
function presetKey(preset: AddressPreset, value: string): string | undefined {
  return Object.keys(preset.values).find((key) => preset.values[key] === value);
}

/**
 * A form that posts to the gateway: fields from a spec, state from useGatewayForm. It brings
 * React Query along, so the library loads with the form (a page's form is its own chunk).
 */
export function GatewayForm<Values extends Record<string, string>>(
  props: GatewayFormProps<Values>,
) {
  return (
    <FormQueryProvider>
      <GatewayFormFields {...props} />
    </FormQueryProvider>
  );
}

function GatewayFormFields<Values extends Record<string, string>>({
  headingId,
  fields,
  copy,
  ...spec
}: GatewayFormProps<Values>) {
  const preset = useAddressPreset(fields);
  const formRef = useRef<HTMLFormElement>(null);
  // Worked out from the schema once, not on every keystroke's render.
  const messages = useMemo(
    () => new Map(fields.map(({ name, type }) => [name, earlyMessages(spec.schema, name, type)])),
    [fields, spec.schema],
  );
  const hydrating = useIsHydrating();
  const [shownErrors] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? readShownErrors(fields.map((field) => field.name))
      : undefined,
  );
  // The spec's values, schema, sending and draft key, with what this page found at start-up.
  const { formik, mutation, draftRestored } = useGatewayForm({
    ...spec,
    preset,
    formRef,
    shownErrors,
  });

  return (
    <FormShell
      formRef={formRef}
      formik={formik}
      fieldOrder={fields.map((field) => field.name)}
      mutation={mutation}
      draftRestored={draftRestored}
      headingId={headingId}
      submitLabel={copy.submit}
      sendingLabel={copy.sending}
      errorTitle={copy.errorTitle}
      nextSteps={copy.nextSteps}
      sendAnotherLabel={copy.sendAnother}
    >
      {fields.map(({ name, type, autoComplete, rows, options, wide, fromAddress, control }) => {
        const words: FieldCopy = copy.fields[name];
        if (control) {
          return (
            <Fragment key={name}>
              {control({
                id: fieldId(name),
                value: formik.values[name] ?? '',
                values: formik.values,
                error: showsError(formik, name) ? formik.getFieldMeta(name).error : undefined,
                setValue: (value) => void formik.setFieldValue(name, value),
                sending: mutation.status === 'pending',
                words,
              })}
            </Fragment>
          );
        }
        return (
          <Fragment key={name}>
            <FormTextField
              formik={formik}
              name={name}
              label={words.label}
              help={words.help}
              messages={messages.get(name)}
              inputAttributes={fromAddress && { [presetAttribute]: fromAddress.param }}
              placeholder={options ? undefined : words.placeholder}
              required={isRequired(spec.schema, name)}
              type={type}
              autoComplete={autoComplete}
              multiline={rows !== undefined}
              minRows={rows}
              select={options !== undefined}
              slotProps={options ? { select: { native: true } } : undefined}
              sx={rows === undefined && !wide ? undefined : { gridColumn: '1 / -1' }}
            >
              {options && words.placeholder !== undefined && (
                <option value="" disabled>
                  {words.placeholder}
                </option>
              )}
              {options?.map((option) => (
                <option
                  key={option.value}
                  value={option.value}
                  {...{ [presetKeyAttribute]: fromAddress && presetKey(fromAddress, option.value) }}
                >
                  {option.label}
                </option>
              ))}
            </FormTextField>
          </Fragment>
        );
      })}
    </FormShell>
  );
}
