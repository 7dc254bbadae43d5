import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavigationState } from '@/config/navigation-state';
import { aboutPanels } from '@/content/about';
import { PanelAccordion, toggleId, useExpandedPanels } from '@/components/sections/panel-accordion';
import { readNavigationState } from '@/lib/scroll';

type PanelId = (typeof aboutPanels)[number]['id'];

/**
 * Arriving with `ourStory` opens Our Story; with `coreValues` it opens Vision,
 * Mission and Values. Returns undefined when the navigation carries neither flag.
 */
export function panelsForFlags(state: NavigationState): ReadonlySet<PanelId> | undefined {
  if (state.ourStory) return new Set<PanelId>(['story']);
  if (state.coreValues) return new Set<PanelId>(['vision', 'mission', 'values']);
  return undefined;
}

function useAboutPanels() {
  const location = useLocation();
  const [fromFlags] = useState<ReadonlySet<string>>(
    () => panelsForFlags(readNavigationState(location.state)) ?? new Set<string>(),
  );
  const [expanded, setExpanded] = useExpandedPanels('about', aboutPanels, fromFlags);
  const [seenKey, setSeenKey] = useState(location.key);

  // A footer link clicked while already on About is a new navigation to the same page: apply
  // its flag. Navigations without a flag (e.g. to the testimonial) leave the panels as they are.
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const flagged = panelsForFlags(readNavigationState(location.state));
    if (flagged) setExpanded(flagged);
  }

  return {
    expanded,
    toggle: (id: string) => {
      setExpanded((current) => toggleId(current, id));
    },
  };
}

/**
 * The panels with their state. The state lives here, inside the panels' band, not in the page:
 * it renders again while the page hydrates (it adopts panels opened before React arrived, and
 * its hook renders once more when hydration is over), and a render of the page would reach the
 * bands that have not hydrated yet, which React would then empty and render afresh.
 */
export function AboutPanels() {
  const { expanded, toggle } = useAboutPanels();
  return <PanelAccordion name="about" items={aboutPanels} expanded={expanded} onToggle={toggle} />;
}
