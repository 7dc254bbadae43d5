/** Counts as the engines return them, and id lists cut to a size both engines accept. */

/** Visit ids passed to one statement at most: well inside both engines' limits. */
export const idsPerStatement = 500;

/** A count as the engine returns it (PostgreSQL's bigint arrives as text). */
export const counted = (value: number | string | bigint | null) => Number(value ?? 0);

/** `ids` in parts of `idsPerStatement`, for an `in` list each. */
export function inParts(ids: readonly number[]): number[][] {
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += idsPerStatement) {
    parts.push(ids.slice(start, start + idsPerStatement));
  }
  return parts;
}
