import { describe, expect, it } from 'vitest';
import { inlineScriptTag } from '../build/inline-script-tag';
import { stripJavaScript } from './floor';

const page = [
  '<!doctype html><html><head>',
  '<script>(function(){document.documentElement.dataset.scheme="dark"})()</script>',
  '<script type="module" crossorigin fetchpriority="low" src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/start-abc.js">',
  '<style data-emotion="css 1x">.css-1x{color:red}</style>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  inlineScriptTag('page', 'window.__early={held:[]};'),
  inlineScriptTag('form', 'addEventListener("submit",f)'),
  '</head><body><div id="root"><h1>Hello</h1></div>',
  '<script type="application/json" id="router-hydration">{"loaderData":{}}</script>',
  '<link rel="modulepreload" href="/assets/start-abc.js">',
  '</body></html>',
].join('');

describe('the no-JavaScript floor of a page', () => {
  it('removes the inline app script, module script, preloads and the hydration data', () => {
    const { html, removed } = stripJavaScript(page);
    expect(removed).toEqual({
      'inline app scripts': 2,
      'module scripts': 1,
      'modulepreload links': 2,
      'hydration data': 1,
    });
    expect(html).not.toMatch(/type="module"|modulepreload|router-hydration|__early|submit|abc\.js/);
  });

  it('keeps the markup, styles, structured data and the inline colour-scheme script', () => {
    const { html } = stripJavaScript(page);
    expect(html).toContain('<div id="root"><h1>Hello</h1></div>');
    expect(html).toContain('<style data-emotion="css 1x">.css-1x{color:red}</style>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<script>(function(){document.documentElement.dataset.scheme');
  });
});
