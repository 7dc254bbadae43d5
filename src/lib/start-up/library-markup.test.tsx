/**
 * The names of other libraries' markup that the early behaviour relies on, checked against the
 * markup those libraries give our components: each component is rendered as the prerender
 * renders it (to HTML, in the app's providers), the inline script's action is applied to that
 * HTML, and the result must be what the library itself renders for the same state. An upgrade
 * of MUI or Swiper that renames one of these names, or marks its state on other parts, fails
 * here instead of leaving a tap before hydration without an answer.
 */
import { render, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { FormTextField } from '@/components/form/form-text-field';
import { PanelAccordion } from '@/components/sections/panel-accordion';
import { timeline } from '@/content/timeline';
import { TimelineCarouselContent as TimelineCarousel } from '@/features/insights/timeline-carousel';
import { fieldId } from '../field-ids';
import {
  muiAccordionSelector,
  muiCollapseHiddenClass,
  muiDisabledClass,
  muiErrorClass,
  muiExpandedClass,
  muiHelperTextId,
  muiInputBaseSelector,
  swiperClass,
  swiperInitializedClass,
  swiperSlideClass,
  swiperWrapperSelector,
} from './library-markup';
import { toggleAccordion } from './widgets/accordion';
import { syncSlideButtons } from './widgets/carousel';
import { checkForm } from './widgets/form';

/** A component's prerendered HTML, in the document (the inline scripts look elements up there). */
function prerendered(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <AppProviders emotionCache={createEmotionCache()}>{ui}</AppProviders>,
  );
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

/**
 * The elements inside `root` (and `root` itself) that carry `className`, each named by the
 * component classes MUI gives it (`MuiAccordionSummary-root`...): which parts are marked.
 */
function partsWith(root: Element, className: string): string[] {
  const parts = [root, ...root.querySelectorAll('*')].filter((element) =>
    element.classList.contains(className),
  );
  return parts.map((element) =>
    [...element.classList]
      .filter((name) => /^Mui[A-Z]\w*-/.test(name))
      .sort()
      .join(' '),
  );
}

function element(root: ParentNode, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe("MUI's Accordion, as PanelAccordion renders it", () => {
  const items = [{ id: 'one', title: 'One', paragraphs: ['The first panel.'] }];
  const panels = (open: boolean) => (
    <PanelAccordion
      name="test"
      items={items}
      expanded={new Set(open ? ['one'] : [])}
      onToggle={() => undefined}
    />
  );

  it('has the root, the expanded class and the hidden details the early action and rule use', () => {
    const closed = prerendered(panels(false));
    const root = element(closed, muiAccordionSelector);
    // The rule that shows a panel opened early: `&.Mui-expanded > .MuiCollapse-hidden`.
    expect(root.querySelector(`:scope > .${muiCollapseHiddenClass}`)).not.toBeNull();
    expect(partsWith(root, muiExpandedClass)).toEqual([]);

    const open = element(prerendered(panels(true)), muiAccordionSelector);
    expect(open.querySelector(`:scope > .${muiCollapseHiddenClass}`)).toBeNull();
    expect(partsWith(open, muiExpandedClass).length).toBeGreaterThan(1);
  });

  it('is marked open by the early action exactly as MUI marks an open one', () => {
    const root = element(prerendered(panels(false)), muiAccordionSelector);
    const summary = element(root, '[aria-expanded]');
    toggleAccordion(summary);
    const open = element(prerendered(panels(true)), muiAccordionSelector);
    expect(partsWith(root, muiExpandedClass)).toEqual(partsWith(open, muiExpandedClass));
    expect(summary.getAttribute('aria-expanded')).toBe(
      element(open, '[aria-expanded]').getAttribute('aria-expanded'),
    );
    toggleAccordion(summary);
    expect(partsWith(root, muiExpandedClass)).toEqual([]);
  });
});

describe("MUI's TextField, as FormTextField renders it", () => {
  const message = 'Enter your e-mail address.';

  /** A required field of a form, showing the error of its empty value or not. */
  function Field({ error }: { error: boolean }) {
    const formik = useFormik({
      initialValues: { email: '' },
      initialErrors: error ? { email: message } : {},
      // The status of a form whose early check's errors stand (see `wasCheckedEarly`).
      initialStatus: error ? { checkedEarly: true } : undefined,
      onSubmit: () => undefined,
    });
    return (
      <form noValidate>
        <FormTextField
          formik={formik}
          name="email"
          label="E-mail"
          required
          help="We reply to this address."
          messages={{ missing: message }}
        />
      </form>
    );
  }

  it('gives the helper text the id the early check finds it by, in the box it marks', () => {
    const container = prerendered(<Field error={false} />);
    const input = element(container, 'input');
    expect(input.id).toBe(fieldId('email'));
    expect(document.getElementById(muiHelperTextId(input.id))).not.toBeNull();
    expect(input.closest(muiInputBaseSelector)).not.toBeNull();
  });

  it('shows an error from the early check exactly as MUI shows the field with an error', () => {
    const early = prerendered(<Field error={false} />);
    expect(partsWith(early, muiErrorClass)).toEqual([]);
    const form = early.querySelector('form');
    if (!form) throw new Error('no form');
    expect(checkForm(form)).toBe(true);
    const earlyParts = partsWith(early, muiErrorClass);
    const earlyInput = element(early, 'input');
    const earlyHelp = document.getElementById(muiHelperTextId(earlyInput.id));
    // What the form reads back when it hydrates: the error shown, by its helper text.
    expect(earlyHelp?.classList.contains(muiErrorClass)).toBe(true);
    expect(earlyHelp?.textContent).toBe(message);
    early.remove();

    const shown = prerendered(<Field error />);
    expect(earlyParts).toEqual(partsWith(shown, muiErrorClass));
    expect(earlyParts.length).toBeGreaterThan(2);
    expect(earlyInput.getAttribute('aria-invalid')).toBe(
      element(shown, 'input').getAttribute('aria-invalid'),
    );
  });
});

describe('Swiper and MUI IconButton, as TimelineCarousel renders them', () => {
  it('renders the track and slides the early CSS and actions use, in that order', () => {
    const carousel = prerendered(<TimelineCarousel entries={timeline} label="Timeline" />);
    const swiper = element(carousel, `.${swiperClass}`);
    const track = element(swiper, `:scope > ${swiperWrapperSelector}`);
    expect(track.querySelectorAll(`:scope > .${swiperSlideClass}`)).toHaveLength(timeline.length);
    expect(swiper.classList.contains(swiperInitializedClass)).toBe(false);
  });

  it('disables a button at an end of the track exactly as MUI renders a disabled IconButton', () => {
    const carousel = prerendered(<TimelineCarousel entries={timeline} label="Timeline" />);
    const [previous, next] = carousel.querySelectorAll('button');
    if (!previous || !next) throw new Error('no buttons');
    // The prerendered carousel starts at its first slide: MUI renders "previous" disabled.
    const disabled = {
      disabled: previous.disabled,
      tabIndex: previous.tabIndex,
      marked: previous.classList.contains(muiDisabledClass),
    };
    expect(disabled).toEqual({ disabled: true, tabIndex: -1, marked: true });
    expect(next.classList.contains(muiDisabledClass)).toBe(false);

    // jsdom lays nothing out: the track is at both of its ends.
    const track = carousel.querySelector<HTMLElement>(swiperWrapperSelector);
    if (!track) throw new Error('no track');
    syncSlideButtons(track);
    expect({
      disabled: next.disabled,
      tabIndex: next.tabIndex,
      marked: next.classList.contains(muiDisabledClass),
    }).toEqual(disabled);
  });

  it('marks the carousel once Swiper has started, as the carousel reads it back', async () => {
    const { container } = render(
      <AppProviders emotionCache={createEmotionCache()}>
        <TimelineCarousel entries={timeline} label="Timeline" />
      </AppProviders>,
    );
    await waitFor(() => {
      expect(element(container, `.${swiperClass}`).classList).toContain(swiperInitializedClass);
    });
  });
});
