/**
 * Records keyed by route slug. A module of its own because the site frame needs it (the cards of
 * `offering-index.ts`) and should load nothing else of the content helpers.
 */

/** A record with one value per slug. */
export function perSlug<Slug extends string, T>(
  slugs: readonly Slug[],
  value: (slug: Slug) => T,
): Record<Slug, T> {
  const record: Partial<Record<string, T>> = {};
  for (const slug of slugs) record[slug] = value(slug);
  // Every slug was filled above, so the partial record is complete.
  return record as Record<Slug, T>;
}
