import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconBadge } from '@/components/common/icon-badge';
import { Icon } from '@/components/common/icon';
import { Seo } from '@/components/common/seo';
import { Surface } from '@/components/common/surface';
import { PageHero } from '@/components/sections/page-hero';
import { ListGrid } from '@/components/sections/list-grid';
import { Section } from '@/components/sections/section';
import type { OfferingCatalog } from '@/content/types';
import { ui } from '@/content/ui';
import { ButtonLink } from '@/components/common/button-link';

/** The services list and the domains list: each entry with its summary and three Top Benefits. */
export function OfferingListPage<Slug extends string>({
  catalog,
}: {
  catalog: OfferingCatalog<Slug>;
}) {
  const { copy } = catalog;
  return (
    <>
      <Seo path={catalog.listPath} {...copy.seo} />
      <PageHero content={copy.hero} />
      <Section>
        <ListGrid
          items={catalog.entries}
          itemKey={(offering) => offering.slug}
          columns={{ xs: 1 }}
          renderItem={(offering) => (
            <Surface
              component="article"
              id={offering.anchor}
              aria-labelledby={`${offering.slug}-title`}
              sx={{
                p: { xs: 3, md: 4 },
                display: 'grid',
                columnGap: 5,
                rowGap: 3,
                // In one column the action follows the benefits it invites the reader to explore;
                // in two it stays under the summary, with the benefits beside both.
                gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
                gridTemplateRows: { md: 'auto 1fr' },
                gridTemplateAreas: {
                  xs: '"intro" "benefits" "action"',
                  md: '"intro benefits" "action benefits"',
                },
              }}
            >
              <Box sx={{ gridArea: 'intro' }}>
                <IconBadge icon={offering.icon} size={52} sx={{ mb: 2 }} />
                <Typography
                  id={`${offering.slug}-title`}
                  variant="h2"
                  sx={{ typography: 'h3', mb: 1.5 }}
                >
                  {offering.title}
                </Typography>
                <Typography color="text.secondary">{offering.summary}</Typography>
              </Box>
              <Box sx={{ gridArea: 'benefits' }}>
                <Typography variant="h3" sx={{ typography: 'h5', mb: 1.5 }}>
                  {ui.topBenefits}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
                  {offering.benefits.map((benefit) => (
                    <Box component="li" key={benefit.title} sx={{ display: 'flex', gap: 1.5 }}>
                      <Icon name="check" size="small" sx={{ color: 'secondary.main', mt: 0.25 }} />
                      <div>
                        <Typography sx={{ fontWeight: 'fontWeightBold' }}>
                          {benefit.title}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {benefit.text}
                        </Typography>
                      </div>
                    </Box>
                  ))}
                </Box>
              </Box>
              <Box sx={{ gridArea: 'action', alignSelf: 'start' }}>
                <ButtonLink
                  to={catalog.entryPath(offering.slug)}
                  context={ui.linkFor(offering.title)}
                  endIcon={<Icon name="arrow-forward" size="small" />}
                >
                  {ui.viewDetails}
                </ButtonLink>
              </Box>
            </Surface>
          )}
        />
      </Section>
    </>
  );
}
