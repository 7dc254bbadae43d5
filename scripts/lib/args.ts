/**
 * Values of command-line options read with `node:util` `parseArgs`, checked and converted
 * with errors that name the option.
 */

/** A comma-separated option as a list of trimmed, non-empty items. */
export function listValue(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A numeric option, with a clear error for anything that is not a number in range. */
export function numberValue(
  value: string | undefined,
  name: string,
  fallback: number,
  { min = 0, integer = false }: { min?: number; integer?: boolean } = {},
): number {
  const number = value === undefined ? fallback : Number(value);
  if (Number.isNaN(number) || number < min || (integer && !Number.isInteger(number))) {
    throw new Error(`--${name} must be ${integer ? 'a whole number' : 'a number'} >= ${min}.`);
  }
  return number;
}
