import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from './contract';
import {
  countLostTap,
  earlyAttribute,
  earlyDataset,
  earlyTapAttribute,
  earlyTapDataset,
  earlyTapMs,
  helpDataset,
  hydratedAttribute,
  isHydrated,
  lostTaps,
  lostTapsAttribute,
  lostTapsDataset,
  measureEarlyTap,
  notHydratedSelector,
  pressableSelector,
  regionAttribute,
} from './contract';

/** The start-up code, which the inline scripts are built from (its tests left out). */
function startUpSources(dir = import.meta.dirname): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return startUpSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('what the inline scripts, the app and the build agree on', () => {
  it('writes out the selectors from the attributes', () => {
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

  it('names each attribute the scripts reach through `dataset` by its dataset name', () => {
    const element = document.createElement('div');
    for (const [dataset, attribute] of [
      [earlyDataset, earlyAttribute],
      [earlyTapDataset, earlyTapAttribute],
      [lostTapsDataset, lostTapsAttribute],
    ] as const) {
      element.dataset[dataset] = 'x';
      expect(element.getAttribute(attribute), attribute).toBe('x');
    }
  });

  it('lists every dataset name the start-up code uses', () => {
    const listed = new Set([earlyDataset, earlyTapDataset, lostTapsDataset, helpDataset]);
    const used = new Set<string>();
    for (const file of startUpSources()) {
      const code = readFileSync(file, 'utf8');
      for (const [, name] of code.matchAll(/\.dataset\.(\w+)/g)) used.add(name ?? '');
      // A dataset reached by a computed name would escape this check.
      expect(code, file).not.toMatch(/\.dataset\[/);
    }
    expect([...used].filter((name) => !listed.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(0);
  });

  it('holds only names: every data-* value is a data attribute name', () => {
    for (const [key, value] of Object.entries(contract)) {
      if (key.endsWith('Attribute')) expect(value, key).toMatch(/^data-[a-z-]+$/);
      if (key.endsWith('Dataset')) expect(value, key).toMatch(/^[a-z][A-Za-z]*$/);
    }
  });
});

afterEach(() => {
  document.documentElement.removeAttribute(hydratedAttribute);
  document.documentElement.removeAttribute(earlyTapAttribute);
  document.documentElement.removeAttribute(lostTapsAttribute);
  document.body.replaceChildren();
});

describe('the page and its regions', () => {
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

describe('the early-tap measure', () => {
  /** A tap that happened at `ms` on the page's clock. */
  const tapAt = (ms: number) => {
    const event = new MouseEvent('click');
    Object.defineProperty(event, 'timeStamp', { value: ms });
    return event;
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the time from the first tap to the frame after the one that drew its answer', () => {
    vi.advanceTimersByTime(1000);
    measureEarlyTap(tapAt(990));
    measureEarlyTap(tapAt(995));
    // Nothing is known before the frame has been drawn.
    expect(earlyTapMs()).toBeUndefined();
    vi.advanceTimersToNextFrame();
    expect(earlyTapMs()).toBeUndefined();
    // The timer the frame set: the clock stops at its time.
    vi.runOnlyPendingTimers();
    const measured = performance.now() - 990;
    expect(measured).toBeGreaterThan(10);
    expect(earlyTapMs()).toBe(Math.round(measured));
    // A later tap does not replace the first one's time.
    measureEarlyTap(tapAt(2000));
    vi.advanceTimersByTime(2000);
    expect(earlyTapMs()).toBe(Math.round(measured));
  });
});
