/** The id of a form field's input, for labels, focus and scripts that reach it. */
export const fieldId = (name: string) => `field-${name}`;
