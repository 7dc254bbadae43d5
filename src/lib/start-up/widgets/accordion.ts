/**
 * The accordion (MUI's Accordion: the FAQs, About's panels) before React has hydrated it, in one
 * place: what a tap on a summary does, what the component reads back when it hydrates, and which
 * pages need this script.
 *
 * A tap opens or closes the panel on the server markup the way MUI would (its expanded classes
 * and `aria-expanded`), and the component's own CSS rule shows the details of a panel opened so,
 * which MUI's styles of a closed panel still hide. The component starts from the panels it finds
 * open (`readOpenPanels`) and restyles them the next time they change.
 */
import { earlyAction, earlyAttribute } from '../contract';
import { muiAccordionSelector, muiExpandedClass } from '../library-markup';

/** Props of a panel's summary (the button): its taps are answered before hydration. */
export function accordionTrigger() {
  return earlyAction('accordion');
}

/** Opens or closes the panel whose summary (the button) was pressed: the `accordion` action. */
export function toggleAccordion(summary: Element): void {
  const accordion = summary.closest(muiAccordionSelector);
  if (!accordion) return;
  const open = !accordion.classList.contains(muiExpandedClass);
  // The root, the summary, its content and its icon: every part MUI marks when expanded.
  for (const part of [accordion, summary, ...summary.children]) {
    part.classList.toggle(muiExpandedClass, open);
  }
  summary.setAttribute('aria-expanded', `${open}`);
}

/**
 * The ids of the panels the page shows open, from their summaries' ids; undefined when one of
 * the summaries is not in the document (the accordion was not prerendered).
 */
export function readOpenPanels(
  panels: readonly { id: string; summaryId: string }[],
): Set<string> | undefined {
  const summaries = panels.map((panel) => document.getElementById(panel.summaryId));
  if (summaries.includes(null)) return undefined;
  return new Set(
    panels
      .filter((_, index) => summaries[index]?.getAttribute('aria-expanded') === 'true')
      .map((panel) => panel.id),
  );
}

/** Whether a page's markup has an accordion, whose taps its inline script must answer. */
export function accordionOnPage(html: string): boolean {
  return html.includes(`${earlyAttribute}="accordion"`);
}
