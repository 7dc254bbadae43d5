import { inlineScriptText } from '@/lib/escape-html';
import { inlineScriptForAttribute } from '@/lib/start-up/contract';

/**
 * An inline script element of the app, marked with what it is for (the page, a carousel, a
 * form): the benchmark's no-JavaScript floor removes these by that mark. `written` receives the
 * element's text, which the Content-Security-Policy allows by its hash.
 */
export function inlineScriptTag(
  name: string,
  code: string,
  written?: (text: string) => void,
): string {
  const text = inlineScriptText(code);
  written?.(text);
  return `<script ${inlineScriptForAttribute}="${name}">${text}</script>`;
}
