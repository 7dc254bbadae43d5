import type { NavItem } from '@/content/navigation';

function within(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * `aria-current` for a navigation link: "page" on the page itself, "true" anywhere else in its
 * section (a service detail page marks Services), nothing otherwise.
 */
export function navCurrent(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  if (pathname === item.to) return 'page';
  if (item.to !== '/' && within(pathname, item.to)) return 'true';
  if (item.alsoMatches?.some((prefix) => within(pathname, prefix))) return 'true';
  return undefined;
}
