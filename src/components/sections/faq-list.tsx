import { useMemo } from 'react';
import type { Faq } from '@/content/types';
import { PanelAccordion, toggleId, useExpandedPanels } from './panel-accordion';

const closed: ReadonlySet<string> = new Set();

/** FAQ items: all closed at first, each opened and closed on its own. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const items = useMemo(
    () =>
      faqs.map((faq, index) => ({
        id: String(index + 1),
        title: faq.question,
        paragraphs: [faq.answer],
      })),
    [faqs],
  );
  const [open, setOpen] = useExpandedPanels('faq', items, closed);
  return (
    <PanelAccordion
      name="faq"
      items={items}
      expanded={open}
      onToggle={(id) => {
        setOpen((current) => toggleId(current, id));
      }}
    />
  );
}
