import { accordionOnPage, readOpenPanels, toggleAccordion } from './accordion';

afterEach(() => {
  document.body.replaceChildren();
});

/** Two panels' markup as MUI gives it, reduced to what the early action and the reader use. */
function twoPanels(): HTMLButtonElement[] {
  document.body.innerHTML = ['a', 'b']
    .map(
      (id) =>
        `<div class="MuiAccordion-root"><h3><button id="t-${id}-summary" aria-expanded="false" data-early="accordion"><span></span></button></h3></div>`,
    )
    .join('');
  return [...document.querySelectorAll('button')];
}

const panels = [
  { id: 'a', summaryId: 't-a-summary' },
  { id: 'b', summaryId: 't-b-summary' },
];

describe('the accordion before it hydrates', () => {
  it('reads back the panels a tap opened, and nothing without its markup', () => {
    const [first, second] = twoPanels();
    if (!first || !second) throw new Error('no summaries');
    expect(readOpenPanels(panels)).toEqual(new Set());
    toggleAccordion(second);
    expect(readOpenPanels(panels)).toEqual(new Set(['b']));
    toggleAccordion(first);
    toggleAccordion(second);
    expect(readOpenPanels(panels)).toEqual(new Set(['a']));
    expect(readOpenPanels([...panels, { id: 'c', summaryId: 't-c-summary' }])).toBeUndefined();
  });

  it('asks for its script on pages whose markup has an accordion', () => {
    expect(accordionOnPage('<main><button data-early="accordion"></button></main>')).toBe(true);
    expect(accordionOnPage('<main><button data-early="scheme"></button></main>')).toBe(false);
  });
});
