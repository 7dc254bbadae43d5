import { useState } from 'react';
import type { Faq } from '@/content/types';
import { PanelAccordion, toggleId } from './panel-accordion';

/** FAQ items: all closed at first, each opened and closed on its own. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const items = faqs.map((faq, index) => ({
    id: `faq-${index + 1}`,
    title: faq.question,
    paragraphs: [faq.answer],
  }));
  return (
    <PanelAccordion
      items={items}
      expanded={open}
      onToggle={(id) => {
        setOpen((current) => toggleId(current, id));
      }}
    />
  );
}
