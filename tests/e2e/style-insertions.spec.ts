import type { Page } from '@playwright/test';
import { everyPage } from './support/routes';
import { expect, forgiveNotFound, test } from './support/fixtures';

/**
 * Hydration must not style the page again: every rule the page needs came with its HTML (the
 * prerendered critical CSS and the theme's build-time stylesheet). From the first byte until the
 * network has been idle for 2 s, nothing may call `insertRule` and no <style> may gain text that
 * the HTML did not carry.
 */

interface StyleLog {
  rules: string[];
  /** <style> elements added to the document or changed after the parser put them there. */
  touched: Set<HTMLStyleElement>;
}

declare global {
  interface Window {
    __styleLog?: StyleLog;
  }
}

/** Runs before any script of the page: wraps the CSSOM writers and watches <style> elements. */
function recordStyleWrites(): void {
  const log: StyleLog = { rules: [], touched: new Set() };
  window.__styleLog = log;
  for (const writer of ['insertRule', 'replaceSync'] as const) {
    const original: unknown = Reflect.get(CSSStyleSheet.prototype, writer);
    if (typeof original !== 'function') continue;
    const spy = new Proxy(original, {
      apply(target, self, args: unknown[]) {
        log.rules.push(String(args[0]));
        const result: unknown = Reflect.apply(target, self, args);
        return result;
      },
    });
    Reflect.set(CSSStyleSheet.prototype, writer, spy);
  }
  const styleOf = (node: Node | null): HTMLStyleElement | null => {
    for (let current = node; current; current = current.parentNode) {
      if (current instanceof HTMLStyleElement) return current;
    }
    return null;
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = styleOf(record.target);
      if (target) log.touched.add(target);
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLStyleElement) log.touched.add(node);
      });
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** What the page inserted beyond its HTML: rules, and style text the HTML did not contain. */
async function insertionsAfterLoad(page: Page, html: string) {
  return page.evaluate((source) => {
    const log = window.__styleLog;
    if (!log) throw new Error('The style recorder did not run.');
    const shipped = new Set(
      [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll('style')].map(
        (style) => style.textContent,
      ),
    );
    const added = [...log.touched, ...document.querySelectorAll('style')]
      .map((style) => style.textContent)
      .filter((text) => text !== '' && !shipped.has(text));
    return {
      rules: log.rules.length,
      ruleSample: log.rules.slice(0, 3),
      addedText: [...new Set(added)].reduce((sum, text) => sum + text.length, 0),
    };
  }, html);
}

test.describe('no style insertions while hydrating', () => {
  for (const { path } of everyPage) {
    test(`${path} inserts no CSS rule and adds no style text`, async ({
      page,
      consoleProblems,
    }) => {
      await page.addInitScript(recordStyleWrites);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      forgiveNotFound(consoleProblems, path);
      const html = (await response?.text()) ?? '';
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.waitForTimeout(2_000);
      const result = await insertionsAfterLoad(page, html);
      expect(result, `${path}: ${JSON.stringify(result.ruleSample)}`).toMatchObject({
        rules: 0,
        addedText: 0,
      });
    });
  }
});
