import {
  actionSelector,
  chunkListAttribute,
  entryAttribute,
  entryLoaderId,
  entryLoaderSource,
  entryLoaderTag,
  type HeldInteractions,
  heldInteractionsKey,
  takeHeldInteractions,
} from './entry-loader';

/*
 * What the loader does in a page (holding a visitor's clicks and submissions, adding the entry
 * after the page has loaded) is tested in Chromium: tests/e2e/deferred-hydration.spec.ts. jsdom
 * can neither run the inline script as a page does nor make a trusted click.
 */

type WindowWithHolder = Window & { [heldInteractionsKey]?: HeldInteractions };

afterEach(() => {
  Reflect.deleteProperty(window, heldInteractionsKey);
});

describe('the entry loader', () => {
  it('is one script element naming the entry and the chunk list in escaped attributes', () => {
    const tag = entryLoaderTag({ entry: '/assets/index-a"b&c.js', chunkList: '/assets/c&d.json' });
    expect(tag.startsWith(`<script id="${entryLoaderId}" ${entryAttribute}="`)).toBe(true);
    expect(tag).toContain(`${entryAttribute}="/assets/index-a&quot;b&amp;c.js"`);
    expect(tag).toContain(`${chunkListAttribute}="/assets/c&amp;d.json"`);
    expect(tag.match(/<\/script/g)).toHaveLength(1);
  });

  it('has the same source on every page, so one CSP hash covers it', () => {
    const one = { entry: '/assets/index-one.js', chunkList: '/assets/chunks-one.json' };
    const two = { entry: '/assets/index-two.js', chunkList: '/assets/chunks-two.json' };
    expect(entryLoaderTag(one)).toContain(entryLoaderSource);
    expect(entryLoaderTag(two)).toContain(entryLoaderSource);
    expect(entryLoaderSource).not.toMatch(/index-|chunks-/);
    expect(entryLoaderSource).toContain(JSON.stringify(actionSelector));
  });

  it('ships the source it is given (the minified one) and never ends its element early', () => {
    const tag = entryLoaderTag(
      { entry: '/assets/index.js', chunkList: '/assets/chunks.json' },
      'var a="</script>";',
    );
    expect(tag).toContain('>var a="<\\/script>";</script>');
    expect(tag.match(/<\/script/g)).toHaveLength(1);
  });

  it('hands what it held to the entry once, and stops holding', () => {
    const form = document.createElement('form');
    const button = document.createElement('button');
    const stop = vi.fn();
    (window as WindowWithHolder)[heldInteractionsKey] = {
      events: [
        { type: 'click', target: button, submitter: null },
        { type: 'submit', target: form, submitter: button },
      ],
      stop,
    };
    expect(takeHeldInteractions()).toEqual([
      { type: 'click', target: button, submitter: null },
      { type: 'submit', target: form, submitter: button },
    ]);
    expect(stop).toHaveBeenCalledOnce();
    expect(takeHeldInteractions()).toEqual([]);
  });

  it('hands over nothing on a page without the loader', () => {
    expect(takeHeldInteractions()).toEqual([]);
  });
});
