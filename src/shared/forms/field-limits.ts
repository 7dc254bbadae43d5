/**
 * The longest value (in characters) each kind of field takes, the same in the forms and on the
 * gateway. A module of its own, without the validation library, for code that only needs the
 * figures (the staff pages).
 */
export const fieldLimits = {
  name: 100,
  organization: 100,
  /** RFC 5321 limit of a forward path. */
  email: 254,
  location: 100,
  /** The title of the position an application is for. */
  position: 100,
  /** Messages and pasted resumes. */
  longText: 20_000,
  /** The fixed portal fields of the gateway contract. */
  portal: 100,
} as const;
