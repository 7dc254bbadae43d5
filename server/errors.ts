/**
 * Enough of an error to find the fault without personal data: its class, code and stack
 * frames, but not its message, which may quote a value (yup and database messages can).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as Error & { code?: unknown }).code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .map((line) => line.trim())
    .join(' | ');
  return [error.name, typeof code === 'string' ? code : '', frames].filter(Boolean).join(' ');
}
