import {
  type EarlyHandle,
  heldLimitMs,
  hydratedAttribute,
  lostTaps,
  lostTapsAttribute,
} from './contract';

/**
 * The table of regions and the held-interaction queue, as the page's inline script leaves them
 * and the app takes them over. Each test loads a fresh copy of the module: it keeps the page's
 * state, as it does for a page's whole life.
 */

function earlyHandle(): EarlyHandle {
  const handle: EarlyHandle = {
    held: [],
    hold: (interaction) => {
      handle.held.push(interaction);
      handle.onHold?.();
    },
    actions: {},
    stop: new AbortController(),
  };
  window.__early = handle;
  return handle;
}

/** A prerendered page: the frame, and one deferred region holding a button. */
function prerenderedPage(): { region: HTMLElement; button: HTMLButtonElement } {
  document.body.innerHTML =
    '<div id="root"><header></header><div data-region><button type="button">Pause</button></div></div>';
  const region = document.querySelector<HTMLElement>('[data-region]');
  const button = document.querySelector('button');
  if (!region || !button) throw new Error('no page');
  return { region, button };
}

async function loadRegions() {
  vi.resetModules();
  return import('./regions');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  delete window.__early;
  document.documentElement.removeAttribute(hydratedAttribute);
  document.documentElement.removeAttribute(lostTapsAttribute);
  document.body.replaceChildren();
});

describe('held interactions', () => {
  it('performs a held press once its region hydrates, and counts nothing lost', async () => {
    const handle = earlyHandle();
    const { region, button } = prerenderedPage();
    const presses = vi.fn();
    button.addEventListener('click', presses);
    handle.hold({ type: 'click', target: button });
    const regions = await loadRegions();
    regions.expectPageHydration();
    regions.markPageHydrated();
    regions.registerRegion(region, () => undefined);
    regions.markRegionHydrated(region);
    await vi.advanceTimersByTimeAsync(0);
    expect(presses).toHaveBeenCalledTimes(1);
    expect(handle.held).toEqual([]);
    await vi.advanceTimersByTimeAsync(heldLimitMs);
    expect(lostTaps()).toBe(0);
  });

  it('lets a press go when its region has not hydrated in time, and never performs it late', async () => {
    const handle = earlyHandle();
    const { region, button } = prerenderedPage();
    const presses = vi.fn();
    button.addEventListener('click', presses);
    const regions = await loadRegions();
    regions.expectPageHydration();
    regions.markPageHydrated();
    regions.registerRegion(region, () => undefined);
    handle.hold({ type: 'click', target: button });
    await vi.advanceTimersByTimeAsync(heldLimitMs - 1);
    expect(handle.held).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(handle.held).toEqual([]);
    expect(lostTaps()).toBe(1);
    regions.markRegionHydrated(region);
    await vi.advanceTimersByTimeAsync(0);
    expect(presses).not.toHaveBeenCalled();
  });

  it('tells the script that held a press when it is let go', async () => {
    const handle = earlyHandle();
    const { region } = prerenderedPage();
    const form = document.createElement('form');
    region.append(form);
    const onLetGo = vi.fn();
    handle.hold({ type: 'submit', target: form, onLetGo });
    const regions = await loadRegions();
    regions.expectPageHydration();
    await vi.advanceTimersByTimeAsync(heldLimitMs);
    expect(onLetGo).toHaveBeenCalledTimes(1);
    expect(lostTaps()).toBe(1);
  });

  it('lets go of a press whose element left the document', async () => {
    const handle = earlyHandle();
    const { region, button } = prerenderedPage();
    handle.hold({ type: 'click', target: button });
    const regions = await loadRegions();
    regions.expectPageHydration();
    regions.markPageHydrated();
    button.remove();
    regions.registerRegion(region, () => undefined);
    regions.markRegionHydrated(region);
    await vi.advanceTimersByTimeAsync(0);
    expect(handle.held).toEqual([]);
    expect(lostTaps()).toBe(1);
  });
});

describe('the app takes the document over', () => {
  it('when a navigation starts: the inline scripts stand down and waiting regions open', async () => {
    const handle = earlyHandle();
    const { region } = prerenderedPage();
    const regions = await loadRegions();
    regions.expectPageHydration();
    regions.markPageHydrated();
    const open = vi.fn();
    regions.registerRegion(region, open);
    expect(handle.stop.signal.aborted).toBe(false);
    regions.startNavigation();
    expect(open).toHaveBeenCalledTimes(1);
    expect(handle.stop.signal.aborted).toBe(true);
  });

  it('once every part of the page has hydrated, and not before', async () => {
    const handle = earlyHandle();
    const { region } = prerenderedPage();
    const regions = await loadRegions();
    regions.expectPageHydration();
    regions.markPageHydrated();
    await vi.advanceTimersByTimeAsync(0);
    expect(handle.stop.signal.aborted).toBe(false);
    regions.registerRegion(region, () => undefined);
    regions.markRegionHydrated(region);
    await vi.advanceTimersByTimeAsync(0);
    expect(handle.stop.signal.aborted).toBe(true);
  });

  it('at once on a page the app rendered from scratch', async () => {
    const handle = earlyHandle();
    document.body.innerHTML = '<div id="root"></div>';
    const regions = await loadRegions();
    regions.markPageHydrated();
    expect(handle.stop.signal.aborted).toBe(true);
  });

  it('and its own listeners for intent go too', async () => {
    earlyHandle();
    const { region, button } = prerenderedPage();
    const regions = await loadRegions();
    regions.expectPageHydration();
    regions.markPageHydrated();
    const open = vi.fn();
    regions.registerRegion(region, open);
    regions.takeOverDocument();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
  });
});
