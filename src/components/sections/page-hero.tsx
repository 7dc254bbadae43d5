import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PageHeroContent } from '@/content/types';
import { onDarkBandFocusRing } from '@/theme/focus-ring';
import { ArtImage } from '../common/art-image';
import { CtaLink } from '../common/button-link';
import { PageContainer } from '../common/page-container';

interface PageHeroProps {
  content: PageHeroContent;
  /** Shown above the eyebrow, e.g. a "Back to Services" link. */
  before?: ReactNode;
  /** Extra content under the lead. */
  children?: ReactNode;
  /**
   * The lead as elements, in place of `content.lead`'s words (a job's summary in its Markdown
   * subset): inline markup stays in the lead's paragraph; `blocks` (paragraphs and lists) are
   * set in a block of the lead's type instead, since a paragraph cannot hold them.
   */
  richLead?: { content: ReactNode; blocks: boolean } | undefined;
}

/** The opening band of a page: the page's only h1, its lead, calls to action and artwork. */
export function PageHero({ content, before, children, richLead }: PageHeroProps) {
  const { eyebrow, heading, lead, primaryCta, secondaryCta, art } = content;
  return (
    <Box
      sx={(theme) => ({
        color: 'surface.heroText',
        backgroundColor: (theme.vars ?? theme).palette.surface.hero,
        backgroundImage: `linear-gradient(135deg, ${(theme.vars ?? theme).palette.surface.hero} 0%, ${(theme.vars ?? theme).palette.surface.heroAccent} 100%)`,
        ...onDarkBandFocusRing(theme),
      })}
    >
      <PageContainer
        sx={{
          py: { xs: 6, md: 9 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: art ? '1.1fr 0.9fr' : '1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          {before}
          {eyebrow && (
            <Typography
              variant="overline"
              component="p"
              sx={{ color: 'surface.heroMuted', mb: 1.5 }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h1" sx={{ mb: 2.5, maxWidth: '20ch', overflowWrap: 'break-word' }}>
            {heading}
          </Typography>
          {richLead?.blocks ? (
            <Typography
              variant="subtitle1"
              component="div"
              sx={{ color: 'surface.heroMuted', maxWidth: '40rem', display: 'grid', gap: 1.5 }}
            >
              {richLead.content}
            </Typography>
          ) : (
            <Typography variant="subtitle1" sx={{ color: 'surface.heroMuted', maxWidth: '40rem' }}>
              {richLead ? richLead.content : lead}
            </Typography>
          )}
          {children}
          {(primaryCta ?? secondaryCta) && (
            <Box
              sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
            >
              {primaryCta && <CtaLink cta={primaryCta} tone="inverse" size="large" />}
              {secondaryCta && (
                <CtaLink cta={secondaryCta} tone="inverse" variant="outlined" size="large" />
              )}
            </Box>
          )}
        </Box>
        {/*
          Phones get the words and the calls to action first: the artwork would only push them
          down. It is lazy, so hidden it is never downloaded; on wider screens it is in view and
          loads at once.
        */}
        {art && (
          <ArtImage
            art={art}
            sx={{
              display: { xs: 'none', sm: 'block' },
              width: '100%',
              maxWidth: { sm: 440, md: 560 },
              justifySelf: 'center',
              borderRadius: 4,
            }}
          />
        )}
      </PageContainer>
    </Box>
  );
}
