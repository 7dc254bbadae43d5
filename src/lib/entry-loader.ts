/**
 * The small inline script that starts a prerendered page's JavaScript, written into every page
 * by the prerender script in place of the entry's `<script type="module">` tag.
 *
 * It requests the entry only once the page has loaded (fonts and first-screen images) and that
 * frame is on screen. Requested earlier, the scripts share a slow connection with the page's
 * largest image and delay it; Lighthouse's simulated load counts every request made before the
 * largest paint as part of that paint.
 *
 * Until the entry runs, the page is plain HTML: links are real anchors and work. A click on a
 * button or a form submission has no code to handle it yet, so the loader holds it (a submit
 * would otherwise post the form as a plain GET, its text in the address bar) and hands it to the
 * entry, which replays it once that part of the page has hydrated (`early-interactions.ts`).
 */
import { escapeHtml, inlineScriptText } from './escape-html';

/** Id of the element the app renders into (index.html's `<div id="root">`). */
export const appRootId = 'root';

/** The loader's `<script>` element id; the benchmark's no-JavaScript floor removes it by id. */
export const entryLoaderId = 'entry-loader';

const entryDatasetKey = 'entry';

/** Attribute of the loader's element naming the entry module's URL. */
export const entryAttribute = `data-${entryDatasetKey}`;

/**
 * Attribute of the loader's element naming the page's chunk list: a JSON file of the scripts the
 * page needs to start, which the entry fetches and preloads (`app/chunk-list.ts`). A file, not
 * data in the page: the page's first 14 KB are what arrives in the first round trip.
 */
export const chunkListAttribute = 'data-chunks';

/** The global through which the loader hands what it held to the entry. */
export const heldInteractionsKey = '__heldInteractions';

/** Elements whose click is an action the page's code performs (anchors navigate by themselves). */
export const actionSelector = 'button,[role=button],input[type=submit]';

export interface HeldInteraction {
  type: 'click' | 'submit';
  /** The action element clicked, or the form submitted. */
  target: Element;
  /** The button that submitted the form, if any. */
  submitter: HTMLElement | null;
}

export interface HeldInteractions {
  events: HeldInteraction[];
  /** Stops holding: the entry's own listeners take over. */
  stop: () => void;
}

/** Takes what the loader held, and stops it holding more; empty without the loader. */
export function takeHeldInteractions(): HeldInteraction[] {
  const holder = (window as Window & { [heldInteractionsKey]?: HeldInteractions })[
    heldInteractionsKey
  ];
  if (!holder) return [];
  holder.stop();
  return holder.events.splice(0);
}

/**
 * The loader's source. It is the same on every page (one CSP hash for all of them): the entry's
 * URL is read from the element's `data-entry` attribute. A classic script (ES2020: it imports
 * the entry with `import()`), since it runs before any module; written compactly, as it is part
 * of every page's first 14 KB even once minified.
 */
export const entryLoaderSource = `(() => {
  const loader = document.currentScript;
  const events = [];
  const types = ['click', 'submit'];
  const hold = (event) => {
    const target =
      event.type === 'click' ? event.target.closest?.(${JSON.stringify(actionSelector)}) : event.target;
    if (!event.isTrusted || !target) return;
    event.preventDefault();
    event.stopPropagation();
    events.push({ type: event.type, target, submitter: event.submitter || null });
  };
  types.forEach((type) => addEventListener(type, hold, true));
  window[${JSON.stringify(heldInteractionsKey)}] = {
    events,
    stop: () => types.forEach((type) => removeEventListener(type, hold, true)),
  };
  // The entry is requested once the page has loaded and its first contentful paint is on screen
  // (a paint entry is reported once its frame has been shown), two frames and a task later: a
  // request that ends before the largest paint counts as part of it in Lighthouse's simulation,
  // and the load event can fire before the first frame is shown, even two frames before. A page
  // the entry renders from scratch (the staff shell's empty root) has nothing to paint first.
  const start = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => setTimeout(() => import(loader.dataset.${entryDatasetKey}))),
    );
  const afterPaint = () => {
    const painting =
      document.getElementById(${JSON.stringify(appRootId)})?.hasChildNodes() &&
      PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!painting) return start();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})();`;

/** What a page's loader names: its entry module and its chunk list, both URL paths. */
export interface EntryLoaderTargets {
  entry: string;
  chunkList: string;
}

/**
 * The loader's element for a page; `source` is the loader's code as shipped (the prerender
 * script minifies `entryLoaderSource`).
 */
export function entryLoaderTag(
  { entry, chunkList }: EntryLoaderTargets,
  source = entryLoaderSource,
): string {
  return (
    `<script id="${entryLoaderId}" ${entryAttribute}="${escapeHtml(entry)}" ` +
    `${chunkListAttribute}="${escapeHtml(chunkList)}">` +
    `${inlineScriptText(source)}</script>`
  );
}
