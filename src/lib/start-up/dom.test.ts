import { earlyAttribute, pressableSelector } from './early-actions';
import { hydratedAttribute, isHydrated, notHydratedSelector, regionAttribute } from './dom';

afterEach(() => {
  document.documentElement.removeAttribute(hydratedAttribute);
  document.body.replaceChildren();
});

describe('what the inline scripts and the app agree on', () => {
  it('writes out the attributes the app sets', () => {
    expect(notHydratedSelector).toBe(
      `html:not([${hydratedAttribute}]),[${regionAttribute}]:not([${hydratedAttribute}])`,
    );
    expect(pressableSelector).toContain(`[${earlyAttribute}]`);
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
});
