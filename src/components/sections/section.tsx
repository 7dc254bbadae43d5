import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { SectionIntro } from '@/content/types';
import { layout } from '@/theme/primitives';
import { DeferredRegion } from '@/lib/start-up/deferred-region';
import { PageContainer } from '../common/page-container';

export type SectionTone = 'default' | 'muted';

interface SectionProps {
  /** Anchor id, when links point at this section. */
  id?: string;
  tone?: SectionTone;
  intro?: SectionIntro;
  /** Centre the intro (used by showcase sections). */
  centered?: boolean;
  /** Heading level of the intro; sections of a page are h2. */
  headingComponent?: 'h2' | 'h3';
  children: ReactNode;
  /** Content after the intro on the same row (e.g. a "View All" button). */
  action?: ReactNode;
}

/**
 * A band of a page with its vertical rhythm. With an intro it is a <section> named by its
 * heading; without one it is a plain container, as a section element needs a heading. Bands
 * hydrate when the visitor needs them (DeferredRegion), after the page's first screen.
 */
export function Section({
  id,
  tone = 'default',
  intro,
  centered = false,
  headingComponent = 'h2',
  children,
  action,
}: SectionProps) {
  const headingId = useId();
  return (
    <DeferredRegion>
      <Box
        component={intro ? 'section' : 'div'}
        id={id}
        aria-labelledby={intro ? headingId : undefined}
        sx={{
          py: layout.sectionSpacingY,
          bgcolor: tone === 'muted' ? 'surface.muted' : 'background.default',
        }}
      >
        <PageContainer>
          {intro && (
            <Box
              sx={{
                mb: { xs: 4, md: 6 },
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'flex-end',
                justifyContent: centered ? 'center' : 'space-between',
                textAlign: centered ? 'center' : 'left',
              }}
            >
              <Box sx={{ maxWidth: '46rem', mx: centered ? 'auto' : 0 }}>
                {intro.eyebrow && (
                  <Typography variant="overline" component="p" color="secondary" sx={{ mb: 1 }}>
                    {intro.eyebrow}
                  </Typography>
                )}
                <Typography id={headingId} variant="h2" component={headingComponent}>
                  {intro.heading}
                </Typography>
                {intro.lead && (
                  <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2 }}>
                    {intro.lead}
                  </Typography>
                )}
              </Box>
              {action}
            </Box>
          )}
          {children}
        </PageContainer>
      </Box>
    </DeferredRegion>
  );
}

interface SplitGridProps {
  /** The gap between the two columns on wide screens, in theme spacing units. */
  wideGap: number;
  /** Space below the grid, in theme spacing units per breakpoint. */
  spaceBelow?: { xs: number; md: number };
  children: ReactNode;
}

/**
 * Two columns side by side on wide screens, one above the other on a phone, centred. It lives
 * beside Section, which every page with such columns loads already, so that it costs no request.
 */
export function SplitGrid({ wideGap, spaceBelow, children }: SplitGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: wideGap },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        mb: spaceBelow,
      }}
    >
      {children}
    </Box>
  );
}
