import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { domains } from '@/content/domains';
import { services } from '@/content/services';
import { renderRoute } from '@/test/render';

describe('service and domain pages', () => {
  it('render a service from content with its benefits, FAQs and next-service teaser', async () => {
    renderRoute(paths.service.href('serv6svar'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Software VAR' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to services/i })).toHaveAttribute(
      'href',
      paths.services.href(),
    );
    expect(screen.getByRole('heading', { name: 'Top Benefits' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getAllByRole('button', { expanded: false }),
    ).toHaveLength(4);
    expect(screen.getByRole('link', { name: /read more about it consultancy/i })).toHaveAttribute(
      'href',
      paths.service.href('serv7itc'),
    );
    expect(screen.getAllByRole('link', { name: 'Get in Touch' })[0]).toHaveAttribute(
      'href',
      paths.contact.href(),
    );
  });

  it('chains the domain teasers Government -> Utilities -> Telecommunication -> Insurance -> Healthcare', async () => {
    const chain = {
      domgov7: 'domult8',
      domult8: 'domtele9',
      domtele9: 'dominsu10',
      dominsu10: 'dom1',
    } as const;
    for (const [from, to] of Object.entries(chain)) {
      const view = renderRoute(paths.domain.href(from as keyof typeof chain));
      const target = domains.find((domain) => domain.slug === to);
      const link = await screen.findByRole('link', {
        name: `Read More about ${target?.title ?? ''}`,
      });
      expect(link).toHaveAttribute('href', paths.domain.href(to));
      view.unmount();
    }
  });

  it('wraps the services chain from the last service to the first', async () => {
    renderRoute(paths.service.href('serv11de'));
    const first = services[0];
    expect(
      await screen.findByRole('link', { name: `Read More about ${first?.title ?? ''}` }),
    ).toHaveAttribute('href', paths.service.href('ser1'));
  });

  it.each(['/services/nope', '/domains/dom99'])(
    'answers %s with 404 on the error screen',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    },
  );

  it('lists every service with its three Top Benefits and a View Details link', async () => {
    renderRoute(paths.services.href());
    await screen.findByRole('heading', { level: 1 });
    for (const service of services) {
      expect(
        screen.getByRole('link', { name: `View Details for ${service.title}` }),
      ).toHaveAttribute('href', paths.service.href(service.slug));
    }
    expect(screen.getAllByRole('heading', { name: 'Top Benefits' })).toHaveLength(11);
  });
});
