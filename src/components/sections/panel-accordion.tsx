import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { muiCollapseHiddenClass, muiExpandedClass } from '@/lib/start-up/library-markup';
import { useEarlyState } from '@/lib/start-up/use-early-state';
import { accordionTrigger, readOpenPanels } from '@/lib/start-up/widgets/accordion';
import { Icon } from '../common/icon';

export interface AccordionItem {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

interface PanelAccordionProps {
  /** Names the panels' parts in their ids (`<name>-<item id>-summary`): unique on the page. */
  name: string;
  items: readonly AccordionItem[];
  /** Ids of the open items. */
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Heading level of each item's title. */
  titleComponent?: 'h3' | 'h4';
}

const summaryId = (name: string, id: string) => `${name}-${id}-summary`;

/**
 * A list of independently toggled panels (MUI Accordion): the About panels and the FAQs. Each
 * summary is a button inside a heading with `aria-expanded`; MUI makes the details a region
 * labelled by the summary, using the ids given here.
 *
 * Before React has hydrated the list, the page's inline script opens and closes a panel on its
 * markup (`widgets/accordion.ts`): the panel gets MUI's expanded classes, and the rule below
 * shows its details, which MUI's own styles of a closed panel still hide. React starts from
 * those panels (`useExpandedPanels`) and restyles them the next time they change.
 */
export function PanelAccordion({
  name,
  items,
  expanded,
  onToggle,
  titleComponent = 'h3',
}: PanelAccordionProps) {
  return (
    <div>
      {items.map((item) => {
        const detailsId = `${name}-${item.id}-details`;
        return (
          <Accordion
            key={item.id}
            expanded={expanded.has(item.id)}
            onChange={() => {
              onToggle(item.id);
            }}
            slotProps={{ heading: { component: titleComponent } }}
            sx={{
              [`&.${muiExpandedClass} > .${muiCollapseHiddenClass}`]: {
                height: 'auto',
                visibility: 'visible',
              },
            }}
          >
            <AccordionSummary
              id={summaryId(name, item.id)}
              aria-controls={detailsId}
              expandIcon={<Icon name="expand" />}
              {...accordionTrigger()}
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

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The open panels of a PanelAccordion named `name`, starting from `initial`, or, while the page
 * hydrates, from the panels the visitor opened before it had (see `useEarlyState`).
 */
export function useExpandedPanels(
  name: string,
  items: readonly AccordionItem[],
  initial: ReadonlySet<string>,
) {
  return useEarlyState(
    () =>
      readOpenPanels(items.map((item) => ({ id: item.id, summaryId: summaryId(name, item.id) }))),
    initial,
    sameSet,
  );
}
