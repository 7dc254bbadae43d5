/**
 * Readers of one environment variable each, shared by the server's settings: a value that is not
 * what the variable takes stops the start with a sentence naming the variable and what it takes.
 */
export function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}".`);
  return parsed;
}

export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * A setting that was renamed: the new name wins, and the former one, which existing deployments
 * set, still works. Answers the value with the name it was read from, so a message names the
 * variable the operator actually wrote.
 */
export function renamed(
  env: NodeJS.ProcessEnv,
  name: string,
  formerName: string,
): { value: string | undefined; name: string } {
  if (optional(env[name]) !== undefined) return { value: env[name], name };
  if (optional(env[formerName]) !== undefined) return { value: env[formerName], name: formerName };
  return { value: undefined, name };
}

/** A whole-number setting that was renamed (see `renamed`). */
export function renamedInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  formerName: string,
  fallback: number,
): number {
  const setting = renamed(env, name, formerName);
  return integer(setting.value, fallback, setting.name);
}

/** An absolute http(s) URL's origin, or an error naming the variable. */
export function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${name} must be an absolute URL such as https://www.example.com, got "${value}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http or https URL, got "${value}".`);
  }
  return url.origin;
}

export function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const normalised = value.trim().toLowerCase();
  if (normalised === '1' || normalised === 'true') return true;
  if (normalised === '0' || normalised === 'false') return false;
  throw new Error(`${name} must be 1, 0, true or false, got "${value}".`);
}
