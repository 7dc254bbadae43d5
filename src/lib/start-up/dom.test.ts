import { earlyAttribute, pressableSelector } from './early-actions';
import {
  countLostTap,
  earlyTapAttribute,
  earlyTapMs,
  hydratedAttribute,
  isHydrated,
  lostTaps,
  lostTapsAttribute,
  notHydratedSelector,
  regionAttribute,
} from './dom';

afterEach(() => {
  document.documentElement.removeAttribute(hydratedAttribute);
  document.documentElement.removeAttribute(earlyTapAttribute);
  document.documentElement.removeAttribute(lostTapsAttribute);
  document.body.replaceChildren();
});

describe('what the inline scripts and the app agree on', () => {
  it('writes out the attributes the app sets', () => {
    expect(notHydratedSelector).toBe(
      `html:not([${hydratedAttribute}]),[${regionAttribute}]:not([${hydratedAttribute}])`,
    );
    expect(pressableSelector).toContain(`[${earlyAttribute}]`);
    // The page's inline script reads a button's early action and writes the early-tap time by
    // their dataset names.
    const button = document.createElement('button');
    button.dataset.early = 'scheme';
    expect(button.getAttribute(earlyAttribute)).toBe('scheme');
    document.documentElement.dataset.earlyTap = '1';
    expect(document.documentElement.hasAttribute(earlyTapAttribute)).toBe(true);
  });

  it('counts an element hydrated once the page and every region around it have', () => {
    document.body.innerHTML =
      '<div data-region id="outer"><div data-region id="inner"><button>Go</button></div></div>';
    const button = document.querySelector('button');
    if (!button) throw new Error('no button');
    expect(isHydrated(button)).toBe(false);
    document.documentElement.setAttribute(hydratedAttribute, 'true');
    expect(isHydrated(document.body)).toBe(true);
    expect(isHydrated(button)).toBe(false);
    document.getElementById('outer')?.setAttribute(hydratedAttribute, '');
    expect(isHydrated(button)).toBe(false);
    document.getElementById('inner')?.setAttribute(hydratedAttribute, '');
    expect(isHydrated(button)).toBe(true);
  });

  it('reads the early-tap time in whole milliseconds, and nothing before it is measured', () => {
    expect(earlyTapMs()).toBeUndefined();
    const root = document.documentElement;
    root.dataset.earlyTap = '';
    expect(earlyTapMs()).toBeUndefined();
    // The inline script writes the dataset name; the app reads the attribute.
    root.dataset.earlyTap = '83.60000000149012';
    expect(root.getAttribute(earlyTapAttribute)).toBe('83.60000000149012');
    expect(earlyTapMs()).toBe(84);
    root.setAttribute(earlyTapAttribute, 'soon');
    expect(earlyTapMs()).toBeUndefined();
  });
});

describe('lost taps', () => {
  it('counts one by one on the attribute the beacon reads, whatever was there', () => {
    expect(lostTaps()).toBe(0);
    countLostTap();
    countLostTap();
    expect(document.documentElement.getAttribute(lostTapsAttribute)).toBe('2');
    expect(lostTaps()).toBe(2);
    for (const junk of ['', '-3', '1.5', 'many', '1e400']) {
      document.documentElement.setAttribute(lostTapsAttribute, junk);
      expect(lostTaps(), junk).toBe(0);
    }
  });
});
