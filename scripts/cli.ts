/** Command-line options of the scripts: `--name=value` flags and bare arguments. */

/** The value of `--name=value`, or undefined when the flag is absent. */
export function optionValue(argv: readonly string[], name: string): string | undefined {
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** A comma-separated option as a list of trimmed, non-empty items. */
export function listOption(argv: readonly string[], name: string): string[] | undefined {
  return optionValue(argv, name)
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A numeric option, with a clear error for anything that is not a number in range. */
export function numberOption(
  argv: readonly string[],
  name: string,
  fallback: number,
  { min = 0, integer = false }: { min?: number; integer?: boolean } = {},
): number {
  const text = optionValue(argv, name);
  const value = text === undefined ? fallback : Number(text);
  if (Number.isNaN(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`--${name} must be ${integer ? 'a whole number' : 'a number'} >= ${min}.`);
  }
  return value;
}

/** Arguments that are not flags, in order. */
export function positionals(argv: readonly string[]): string[] {
  return argv.filter((arg) => !arg.startsWith('--'));
}
