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

/** The loader's `<script>` element id; the benchmark's no-JavaScript floor removes it by id. */
export const entryLoaderId = 'entry-loader';

/** Attribute of the loader's element naming the entry module's URL. */
export const entryAttribute = 'data-entry';

/** The global through which the loader hands what it held to the entry. */
export const heldInteractionsKey = '__heldInteractions';

/** Elements whose click is an action the page's code performs (anchors navigate by themselves). */
export const actionSelector = 'button, [role="button"], input[type="submit"]';

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
 * URL is read from the element's `data-entry` attribute. Plain ES2017, no imports: it runs
 * before any module.
 */
export const entryLoaderSource = `(function () {
  var loader = document.currentScript;
  var events = [];
  function hold(event) {
    var target = event.target;
    if (!event.isTrusted || !(target instanceof Element)) return;
    if (event.type === 'click') target = target.closest(${JSON.stringify(actionSelector)});
    else if (!(target instanceof HTMLFormElement)) return;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    events.push({ type: event.type, target: target, submitter: event.submitter || null });
  }
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  window[${JSON.stringify(heldInteractionsKey)}] = {
    events: events,
    stop: function () {
      removeEventListener('click', hold, true);
      removeEventListener('submit', hold, true);
    },
  };
  function addEntry() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = loader.getAttribute(${JSON.stringify(entryAttribute)});
    document.body.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(addEntry, 0);
      });
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();`;

/** The loader's element for a page whose entry module is at `entrySrc`. */
export function entryLoaderTag(entrySrc: string): string {
  const escaped = entrySrc.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<script id="${entryLoaderId}" ${entryAttribute}="${escaped}">${entryLoaderSource}</script>`;
}
