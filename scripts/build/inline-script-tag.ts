import { inlineScriptText } from '@/lib/escape-html';
import { inlineScriptForAttribute } from '@/lib/start-up/dom';

/**
 * An inline script element of the app, marked with what it is for (the page, a carousel, a
 * form): the benchmark's no-JavaScript floor removes these by that mark.
 */
export function inlineScriptTag(name: string, code: string): string {
  return `<script ${inlineScriptForAttribute}="${name}">${inlineScriptText(code)}</script>`;
}
