import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Icon } from '../common/icon';

export interface AccordionItem {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

interface PanelAccordionProps {
  items: readonly AccordionItem[];
  /** Ids of the open items. */
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Heading level of each item's title. */
  titleComponent?: 'h3' | 'h4';
}

/**
 * A list of independently toggled panels (MUI Accordion): the About panels and the FAQs. Each
 * summary is a button inside a heading with `aria-expanded`; MUI makes the details a region
 * labelled by the summary, using the ids given here.
 */
export function PanelAccordion({
  items,
  expanded,
  onToggle,
  titleComponent = 'h3',
}: PanelAccordionProps) {
  const baseId = useId();
  return (
    <div>
      {items.map((item) => {
        const summaryId = `${baseId}-${item.id}-summary`;
        const detailsId = `${baseId}-${item.id}-details`;
        return (
          <Accordion
            key={item.id}
            expanded={expanded.has(item.id)}
            onChange={() => {
              onToggle(item.id);
            }}
            slotProps={{ heading: { component: titleComponent } }}
          >
            <AccordionSummary
              id={summaryId}
              aria-controls={detailsId}
              expandIcon={<Icon name="expand" />}
            >
              <Typography component="span" variant="h4">
                {item.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {item.paragraphs.map((paragraph) => (
                <Typography key={paragraph} color="text.secondary" sx={{ '& + &': { mt: 1.5 } }}>
                  {paragraph}
                </Typography>
              ))}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}

/** Toggles one id in a set, returning a new set. */
export function toggleId(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
