import { presetValue, type AddressPreset } from '@/hooks/use-address-preset';
import { earlyTapAttribute, earlyTapMs } from './dom';
import {
  choosePreset,
  measureEarlyTap,
  presetAttribute,
  presetKeyAttribute,
} from './early-actions';

const preset: AddressPreset = {
  param: 'position',
  values: { 'project-manager': 'Project Manager', 'sap-utilities': 'SAP Utilities' },
};

/** The select as the page renders it: each option the address may choose carries its key. */
function selectAt(search: string): HTMLSelectElement {
  window.history.replaceState(null, '', `/applynow${search}`);
  const select = document.createElement('select');
  select.setAttribute(presetAttribute, preset.param);
  for (const title of ['Project Manager', 'SAP Utilities', 'Open application']) {
    const option = new Option(title, title, false, title === 'Open application');
    const key = Object.keys(preset.values).find((k) => preset.values[k] === title);
    if (key) option.setAttribute(presetKeyAttribute, key);
    select.append(option);
  }
  return select;
}

describe('the choice a link makes before the first paint', () => {
  it('chooses what the form will start from, and leaves the field alone otherwise', () => {
    for (const search of [
      '?position=project-manager',
      '?position=sap-utilities',
      '?position=unknown',
      '?position=constructor',
      '?position=__proto__',
      '?other=project-manager',
      '',
    ]) {
      const select = selectAt(search);
      choosePreset(select);
      expect(select.value, search).toBe(presetValue(preset, search) ?? 'Open application');
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
    document.documentElement.removeAttribute(earlyTapAttribute);
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
