/** A JSON-LD object (schema.org); nested values are plain JSON. */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Serialises JSON-LD for an inline <script>. `<` is escaped so text such as "</script>" inside a
 * value can never end the element early.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
