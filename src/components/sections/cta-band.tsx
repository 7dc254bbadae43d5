import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Cta } from '@/content/types';
import { onDarkBandFocusRing } from '@/theme/focus-ring';
import { CtaLink } from '../common/button-link';
import { DeferredRegion } from '@/lib/start-up/deferred-region';
import { PageContainer } from '../common/page-container';

interface CtaBandProps {
  heading: string;
  lead: string;
  cta: Cta;
}

/** A full-width call to action ("Get in Touch" banner). */
export function CtaBand({ heading, lead, cta }: CtaBandProps) {
  const headingId = useId();
  return (
    <DeferredRegion>
      <Box
        component="section"
        aria-labelledby={headingId}
        sx={(theme) => ({
          color: 'surface.heroText',
          backgroundColor: (theme.vars ?? theme).palette.surface.hero,
          backgroundImage: `linear-gradient(120deg, ${(theme.vars ?? theme).palette.surface.heroAccent} 0%, ${(theme.vars ?? theme).palette.surface.hero} 100%)`,
          ...onDarkBandFocusRing(theme),
        })}
      >
        <PageContainer
          sx={{
            py: { xs: 6, md: 8 },
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <Box sx={{ maxWidth: '44rem' }}>
            <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
              {heading}
            </Typography>
            <Typography variant="subtitle1" sx={{ color: 'surface.heroMuted' }}>
              {lead}
            </Typography>
          </Box>
          <CtaLink cta={cta} tone="inverse" size="large" sx={{ flexShrink: 0 }} />
        </PageContainer>
      </Box>
    </DeferredRegion>
  );
}
