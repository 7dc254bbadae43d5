import { modeStorageKey, schemeSwitchAttribute, showsDarkScheme } from '../../color-scheme';
import { switchScheme } from './scheme-toggle';

const root = document.documentElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
  root.removeAttribute('data-dark');
  root.setAttribute('data-light', '');
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  root.removeAttribute(schemeSwitchAttribute);
});

/** The browser draws a frame, then runs the tasks queued meanwhile (a timer of no delay waits 1 ms). */
function drawFrame() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

describe('the colour-scheme switch', () => {
  it('shows the other scheme, presses the toggle and stores the choice', () => {
    const toggle = document.createElement('button');
    switchScheme(toggle);
    expect(showsDarkScheme()).toBe(true);
    expect(root.hasAttribute('data-light')).toBe(false);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(modeStorageKey)).toBe('dark');
    switchScheme(toggle);
    expect(showsDarkScheme()).toBe(false);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(modeStorageKey)).toBe('light');
  });

  it('holds transitions off until the frame that shows the new scheme has been drawn', () => {
    switchScheme(document.createElement('button'));
    expect(root.hasAttribute(schemeSwitchAttribute)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.hasAttribute(schemeSwitchAttribute)).toBe(true);
    drawFrame();
    expect(root.hasAttribute(schemeSwitchAttribute)).toBe(false);
  });

  it('keeps them off for a switch made between a frame and the lifting of the pause', () => {
    const toggle = document.createElement('button');
    switchScheme(toggle);
    vi.advanceTimersToNextFrame();
    switchScheme(toggle);
    // The first switch's lifting comes due before the second switch has been drawn.
    vi.advanceTimersByTime(1);
    expect(root.hasAttribute(schemeSwitchAttribute)).toBe(true);
    drawFrame();
    expect(root.hasAttribute(schemeSwitchAttribute)).toBe(false);
    expect(showsDarkScheme()).toBe(false);
  });
});
