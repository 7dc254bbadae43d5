import { createEmotionCache } from './emotion-cache';

afterEach(() => {
  document.head.replaceChildren();
});

describe('the browser Emotion cache', () => {
  it('knows every style a prerendered tag came with, without the page listing them', () => {
    document.head.innerHTML =
      '<style data-emotion="css" data-s="">.css-a1{color:red}@media (min-width:1px){.css-b2{gap:0}}</style>' +
      '<style data-emotion="css-global 0" data-s="">body{margin:0}</style>';
    const cache = createEmotionCache();
    expect(cache.inserted).toEqual({ a1: true, b2: true });
    const attributes = [...document.head.querySelectorAll('style')].map((tag) =>
      tag.getAttribute('data-emotion'),
    );
    // Other keys' tags are left as they are.
    expect(attributes.sort()).toEqual(['css a1 b2', 'css-global 0']);
    expect(cache.sheet.tags.map((tag) => tag.textContent)).toEqual([
      '.css-a1{color:red}@media (min-width:1px){.css-b2{gap:0}}',
    ]);
  });

  it('also knows the styles a tag lists without their CSS', () => {
    document.head.innerHTML = '<style data-emotion="css z9" data-s="">.css-a1{color:red}</style>';
    expect(createEmotionCache().inserted).toEqual({ a1: true, z9: true });
  });

  it('finds nothing to adopt on a page without prerendered styles', () => {
    expect(createEmotionCache().inserted).toEqual({});
  });
});
