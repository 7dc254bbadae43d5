/**
 * Field rules shared by both forms and by the gateway server, so the browser and the server
 * always agree on what is valid.
 */
import { object, string, type ObjectShape } from 'yup';
import { site } from '@/config/site';
import { fieldLimits } from './field-limits';

export { fieldLimits } from './field-limits';

/**
 * 5000 -> "5,000". Not `toLocaleString`: its first call loads the browser's number-format data,
 * a long task on a phone while the form's code is evaluated, for a format that never varies.
 */
export function withThousandsSeparators(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const tooLong = (label: string, max: number) =>
  `${label} can be at most ${withThousandsSeparators(max)} characters.`;

/**
 * Characters nobody types and no field takes: the control characters (Unicode's Cc: the C0
 * controls with NUL among them, DEL and the C1 controls). NUL ends a string in C and PostgreSQL
 * refuses it in text; the others can forge lines in a log or an e-mail. A one-line field takes a
 * tab (pasted text carries them); a long text also takes line breaks.
 */
const oneLineControls = /[^\P{Cc}\t]/u;
const longTextControls = /[^\P{Cc}\t\n\r]/u;

/** Whether text holds a control character its kind of field does not take. */
export function hasControls(value: string, multiline = false): boolean {
  return (multiline ? longTextControls : oneLineControls).test(value);
}

const controlsMessage = (label: string) =>
  `${label} holds a character that cannot be typed (a control character). Remove it and try again.`;

/**
 * Characters that show nothing but change how the text around them reads: bidirectional marks,
 * embeddings, overrides and isolates, the zero-width space, the word joiner and the byte-order
 * mark. In a name they can make "Refund\u202efdp.exe" read as "Refundexe.pdf"; the gateway takes
 * them out of one-line fields. The joiners (U+200C, U+200D) stay: Persian and Indic names and
 * emoji need them.
 */
const invisibleFormatting = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu;

/** One-line text without the characters that would disguise it (see `invisibleFormatting`). */
export function stripInvisible(value: string): string {
  return value.replace(invisibleFormatting, '');
}

/** How a text field is read: on one line (names, addresses) or as long text (a message). */
interface TextKind {
  multiline?: boolean;
}

const text = (label: string, max: number, { multiline = false }: TextKind) =>
  string()
    .trim()
    .test('controls', controlsMessage(label), (value) => !value || !hasControls(value, multiline))
    .max(max, tooLong(label, max));

export const requiredText = (
  label: string,
  max: number,
  requiredMessage: string,
  kind: TextKind = {},
) => text(label, max, kind).required(requiredMessage);

export const optionalText = (label: string, max: number, kind: TextKind = {}) =>
  text(label, max, kind);

export const emailMessage = 'Enter an e-mail address such as name@example.com.';

/** The two fixed fields every submission carries, whatever the form. */
const portalFields = {
  portal_name: requiredText('Portal name', fieldLimits.portal, 'portal_name is required.'),
  requested_demo_for_product_name: requiredText(
    'Product name',
    fieldLimits.portal,
    'requested_demo_for_product_name is required.',
  ),
};

/** The sender's name, asked for in the same words by both forms. */
export const nameFields = {
  first_name: requiredText('First name', fieldLimits.name, 'Enter your first name.'),
  last_name: requiredText('Last name', fieldLimits.name, 'Enter your last name.'),
};

/** What the gateway receives from a form: the portal fields and the form's own; nothing else. */
export function payloadSchema<Fields extends ObjectShape>(fields: Fields) {
  return object({ ...portalFields, ...fields }).noUnknown('Unknown field: ${unknown}.');
}

/**
 * The fields every payload starts with: the fixed portal fields from the site configuration and
 * the sender's, trimmed as the gateway stores them.
 */
export function senderValues(values: {
  first_name: string;
  last_name: string;
  orgnization_email: string;
  orgnization_name: string;
}) {
  return {
    portal_name: site.gateway.portalName,
    requested_demo_for_product_name: site.gateway.portalLabel,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    orgnization_email: values.orgnization_email.trim(),
    orgnization_name: values.orgnization_name.trim(),
  };
}
