import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/** jsdom has no matchMedia; the theme and motion helpers ask it for prefers-* queries. */
function matchNothing(query: string): MediaQueryList {
  return Object.assign(new EventTarget(), {
    matches: false,
    media: query,
    onchange: null,
    // Legacy listener methods MUI may still call; they do nothing here.
    addListener: () => undefined,
    removeListener: () => undefined,
  });
}

// Lazy route modules and MUI make first renders slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// Node-environment tests (server, scripts) have no DOM to prepare.
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  window.matchMedia = matchNothing;
  // jsdom does not scroll; make the calls harmless.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}
