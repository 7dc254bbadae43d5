import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anchors, paths } from '@/config/paths';
import { site } from '@/config/site';
import { renderRoute } from '@/test/render';

async function footerAt(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, footer: screen.getByRole('contentinfo') };
}

describe('site footer', () => {
  it('shows the address, e-mail and phone from the site config', async () => {
    const { footer } = await footerAt(paths.htabs.href());
    expect(within(footer).getByText(site.email)).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(footer).getByText(site.phone.display)).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    expect(footer).toHaveTextContent('Omaha, NE');
    // One full stop after "Inc.", not two.
    expect(footer).toHaveTextContent('© 2023 Akscellence Inc. All rights reserved.');
    expect(within(footer).getByText('OUR CLIENTS')).toBeInTheDocument();
  });

  it('has the About, Services, Domains and Insights columns', async () => {
    const { footer } = await footerAt(paths.htabs.href());
    for (const heading of ['About', 'Services', 'Domains', 'Insights']) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });

  it('points the insights links at their anchors', async () => {
    const { footer } = await footerAt(paths.htabs.href());
    expect(within(footer).getByRole('link', { name: 'Open position' })).toHaveAttribute(
      'href',
      `${paths.insights.href()}#${anchors.insightsOpenPositions}`,
    );
    expect(within(footer).getByRole('link', { name: 'Work Benefits' })).toHaveAttribute(
      'href',
      `${paths.insights.href()}#${anchors.insightsWorkBenefits}`,
    );
    expect(within(footer).getByRole('link', { name: 'Blogs & Articles' })).toHaveAttribute(
      'href',
      `/#${anchors.homeBlogs}`,
    );
  });

  it('Our Story goes to About with the ourStory flag, and opens Our Story', async () => {
    const { footer, router } = await footerAt(paths.htabs.href());
    await userEvent.click(within(footer).getByRole('link', { name: 'Our Story' }));
    await screen.findByRole('heading', { level: 1, name: 'Trusted IT partner since 1998' });
    expect(router.state.location.pathname).toBe(paths.about.href());
    expect(router.state.location.hash).toBe(`#${anchors.coreValues}`);
    expect(router.state.location.state).toEqual({ ourStory: true });
    expect(screen.getByRole('button', { name: 'Our Story' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('Our vision, mission & values carries the coreValues flag', async () => {
    const { footer, router } = await footerAt(paths.htabs.href());
    await userEvent.click(
      within(footer).getByRole('link', { name: 'Our vision, mission & values' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Trusted IT partner since 1998' });
    expect(router.state.location.state).toEqual({ coreValues: true });
  });

  it('Blogs & Articles carries the 250 ms scroll delay', async () => {
    const { footer, router } = await footerAt(paths.htabs.href());
    await userEvent.click(within(footer).getByRole('link', { name: 'Blogs & Articles' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.home.href());
    });
    expect(router.state.location.state).toEqual({ scrollDelay: 250 });
  });

  it('Clients testimonial stays on a page that has testimonials', async () => {
    const { footer, router } = await footerAt(paths.home.href());
    await userEvent.click(within(footer).getByRole('link', { name: 'Clients testimonial' }));
    expect(router.state.location.pathname).toBe(paths.home.href());
    expect(router.state.location.hash).toBe(`#${anchors.clientTestimonial}`);
  });

  it('Clients testimonial goes to About from a page without testimonials', async () => {
    const { footer, router } = await footerAt(paths.htabs.href());
    await userEvent.click(within(footer).getByRole('link', { name: 'Clients testimonial' }));
    await screen.findByRole('heading', { level: 1, name: 'Trusted IT partner since 1998' });
    expect(router.state.location.pathname).toBe(paths.about.href());
  });
});
