import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render';
import { listPagePaths, routes } from './router';

describe('route table', () => {
  it('lists every page path once, home first', () => {
    const list = listPagePaths().map((page) => page.path);
    expect(list[0]).toBe(paths.home.href());
    expect(list).toEqual(expect.arrayContaining([paths.about.href(), paths.htabs.href()]));
    expect(new Set(list).size).toBe(list.length);
  });

  it('loads every page lazily (one chunk per page)', () => {
    const children = routes[0]?.children ?? [];
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(typeof child.lazy).toBe('function');
  });

  it('renders the home page with its one h1', async () => {
    renderRoute(paths.home.href());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Technology teams and solutions that deliver',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders About Us and the small-screen navigation page', async () => {
    renderRoute(paths.about.href());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trusted IT partner since 1998' }),
    ).toBeInTheDocument();
  });

  it('renders /htabs with the five spec links, address, e-mail and phone', async () => {
    renderRoute(paths.htabs.href());
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    for (const label of ['Home', 'About Us', 'Services', 'Domains', 'Insights']) {
      expect(main.querySelector(`a[href="${primaryHref(label)}"]`)).not.toBeNull();
    }
    expect(main.querySelector('address')).toHaveTextContent('Omaha, NE');
  });
});

function primaryHref(label: string): string {
  const map: Record<string, string> = {
    Home: paths.home.href(),
    'About Us': paths.about.href(),
    Services: paths.services.href(),
    Domains: paths.domains.href(),
    Insights: paths.insights.href(),
  };
  return map[label] ?? '';
}
