/**
 * The names other libraries give their markup that the early behaviour relies on: the inline
 * scripts change MUI's and Swiper's markup the way those libraries would (so React adopts the
 * result when it hydrates), the components' CSS shows that state before the libraries run, and
 * the components read it back. None of these names is ours: an upgrade may rename one, and then
 * a tap before hydration would silently do nothing. `library-markup.test.tsx` renders the real
 * components and fails when one of these names is no longer in their markup.
 *
 * Each name is its own constant, in the form it is used in (a class, or a selector): the inline
 * scripts are bundled from these modules, and a constant nothing uses is left out of them. The
 * names the inline scripts use come first, each next to the others its script uses: the
 * minifier joins adjacent declarations into one, and every page with those scripts carries
 * these bytes. The names only the components use (their CSS, what they read back) follow.
 */

/** The class of an MUI Accordion's root element, as a selector. */
export const muiAccordionSelector = '.MuiAccordion-root';

/** The class MUI gives each part of an open Accordion (root, summary, its content and icon). */
export const muiExpandedClass = 'Mui-expanded';

/** The class MUI gives a TextField's label, input box and helper text while it shows an error. */
export const muiErrorClass = 'Mui-error';

/** The class of the box around a TextField's input, as a selector. */
export const muiInputBaseSelector = '.MuiInputBase-root';

/** The id MUI's TextField gives the helper text of the input with this id. */
export const muiHelperTextId = (inputId: string) => `${inputId}-helper-text`;

/** The class MUI gives a disabled button (an IconButton), beside its `disabled` attribute. */
export const muiDisabledClass = 'Mui-disabled';

/** The track of a Swiper carousel, the root's child that holds the slides, as a selector. */
export const swiperWrapperSelector = '.swiper-wrapper';

/**
 * The class of the Collapse holding a closed Accordion's details (a child of its root): MUI's
 * styles hide it, and the early-opened panel's rule shows it.
 */
export const muiCollapseHiddenClass = 'MuiCollapse-hidden';

/** Swiper's root element: a carousel's slides and their track inside it. */
export const swiperClass = 'swiper';

/** The class Swiper adds to its root element once it has started. */
export const swiperInitializedClass = 'swiper-initialized';

/** The class of each slide of a Swiper carousel. */
export const swiperSlideClass = 'swiper-slide';
