/**
 * The inline script of a page with accordions (the FAQ, About's panels) or a form, after the
 * page's own (`inline-script.ts`): until they have hydrated, an accordion's summary opens and
 * closes its panel (`widgets/accordion.ts`), and a form's submission is checked or held, and a
 * field the page address chooses is chosen before the first paint (`widgets/form.ts`). One
 * script for both: every inline script adds its hash to every response's Content-Security-Policy.
 */
import { toggleAccordion } from './widgets/accordion';
import { answerForms } from './widgets/form';

const early = window.__early;
if (early) early.actions.accordion = toggleAccordion;
answerForms(early);
