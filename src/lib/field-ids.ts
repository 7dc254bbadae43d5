/** The id of a form field's input, for labels, focus and scripts that reach it. */
export const fieldId = (name: string) => `field-${name}`;

/** The id MUI's TextField gives the helper text of the input with this id. */
export const helperTextOf = (inputId: string) => `${inputId}-helper-text`;
