/** Finds the entry with the given slug; a missing slug is a programming error in content. */
export function bySlug<T extends { slug: string }>(items: readonly T[], slug: string): T {
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`No content entry with slug "${slug}".`);
  return item;
}

/** The entry after the given one, wrapping to the first (Read More teaser chains). */
export function nextAfter<T extends { slug: string }>(items: readonly T[], slug: string): T {
  const index = items.findIndex((candidate) => candidate.slug === slug);
  if (index === -1) throw new Error(`No content entry with slug "${slug}".`);
  const next = items[(index + 1) % items.length];
  if (!next) throw new Error('Cannot take the next entry of an empty list.');
  return next;
}
