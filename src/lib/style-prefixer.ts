import type { StylisPlugin } from '@emotion/cache';

/**
 * Properties the browsers the build targets (ES2022: Chrome 94+, Safari 15.4+, Firefox 93+)
 * still need a `-webkit-` twin for: Safari has no unprefixed `user-select`, and Safari before 18
 * no `backdrop-filter`; Chrome before 120 needs the prefix for masks and `background-clip: text`.
 */
const webkitOnly = new Set([
  'user-select',
  'backdrop-filter',
  'background-clip',
  'box-decoration-break',
  'mask',
  'mask-image',
  'mask-position',
  'mask-repeat',
  'mask-size',
]);

/**
 * Emotion's stylis plugin in place of its default prefixer, which writes the prefixes of browsers
 * a decade old (`display:-webkit-box;display:-ms-flexbox`, `-webkit-transition`, ...): a quarter
 * of every page's critical CSS, and work for the phone each time a style is serialised. This one
 * adds only the prefixes the targeted browsers need.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || typeof element.props !== 'string') return;
  if (webkitOnly.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};
