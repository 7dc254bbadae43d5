/** A JSON-LD object (schema.org); nested values are plain JSON. */
export type JsonLd = { [key: string]: JsonValue };
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Serialises data for an inline <script> (JSON-LD, or a value an inline script reads). `<` is
 * escaped so text such as "</script>" inside a value can never end the element early.
 */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Serialises JSON-LD for an inline <script type="application/ld+json">. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return serializeForScript(data);
}
