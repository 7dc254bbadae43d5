/**
 * Field rules shared by both forms and by the gateway server, so the browser and the server
 * always agree on what is valid.
 */
import { string } from 'yup';

/** Longest accepted value of each kind of field (characters). */
export const fieldLimits = {
  name: 100,
  organization: 100,
  /** RFC 5321 limit of a forward path. */
  email: 254,
  location: 100,
  /** Messages and pasted resumes. */
  longText: 20_000,
  /** The fixed portal fields of the gateway contract. */
  portal: 100,
} as const;

const tooLong = (label: string, max: number) =>
  `${label} can be at most ${max.toLocaleString('en-US')} characters.`;

export const requiredText = (label: string, max: number, requiredMessage: string) =>
  string().trim().required(requiredMessage).max(max, tooLong(label, max));

export const optionalText = (label: string, max: number) =>
  string().trim().max(max, tooLong(label, max));

export const emailMessage = 'Enter an e-mail address such as name@example.com.';

/** The two fixed fields every submission carries (spec section 3). */
export const portalFields = {
  portal_name: requiredText('Portal name', fieldLimits.portal, 'portal_name is required.'),
  requested_demo_for_product_name: requiredText(
    'Product name',
    fieldLimits.portal,
    'requested_demo_for_product_name is required.',
  ),
};
