import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anchors, paths } from '@/config/paths';
import { renderRoute } from '@/test/render';
import { panelsForFlags } from './about-panels';

const panel = (name: string) => screen.getByRole('button', { name });
const expandedOf = (name: string) => panel(name).getAttribute('aria-expanded');

async function openAbout(state?: unknown) {
  const view = renderRoute({ pathname: paths.about.href(), hash: `#${anchors.coreValues}`, state });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('About Us panels', () => {
  it('maps the navigation flags to open panels', () => {
    expect(panelsForFlags({ ourStory: true })).toEqual(new Set(['story']));
    expect(panelsForFlags({ coreValues: true })).toEqual(new Set(['vision', 'mission', 'values']));
    expect(panelsForFlags({})).toBeUndefined();
  });

  it('starts with every panel closed without a flag', async () => {
    await openAbout();
    for (const name of ['Our Vision', 'Our Mission', 'Our Values', 'Our Story'])
      expect(expandedOf(name)).toBe('false');
  });

  it('opens Our Story when arriving with the ourStory flag', async () => {
    await openAbout({ ourStory: true });
    expect(expandedOf('Our Story')).toBe('true');
    expect(expandedOf('Our Vision')).toBe('false');
  });

  it('opens Vision, Mission and Values when arriving with the coreValues flag', async () => {
    await openAbout({ coreValues: true });
    expect(expandedOf('Our Vision')).toBe('true');
    expect(expandedOf('Our Mission')).toBe('true');
    expect(expandedOf('Our Values')).toBe('true');
    expect(expandedOf('Our Story')).toBe('false');
  });

  it('toggles each panel on click, independently', async () => {
    await openAbout();
    await userEvent.click(panel('Our Mission'));
    expect(expandedOf('Our Mission')).toBe('true');
    await userEvent.click(panel('Our Story'));
    expect(expandedOf('Our Story')).toBe('true');
    expect(expandedOf('Our Mission')).toBe('true');
    await userEvent.click(panel('Our Mission'));
    expect(expandedOf('Our Mission')).toBe('false');
    expect(expandedOf('Our Story')).toBe('true');
  });

  it('applies a flag from a footer link clicked while already on About', async () => {
    const { router } = await openAbout();
    await act(async () => {
      await router.navigate(
        { pathname: paths.about.href(), hash: `#${anchors.coreValues}` },
        { state: { ourStory: true } },
      );
    });
    expect(expandedOf('Our Story')).toBe('true');
  });

  it('shows four numbered values and one client testimonial', async () => {
    await openAbout();
    for (const value of ['Enthusiasm', 'Transparency', 'Competence', 'Stability']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    expect(
      document.getElementById(anchors.clientTestimonial)?.querySelectorAll('blockquote'),
    ).toHaveLength(1);
  });
});
