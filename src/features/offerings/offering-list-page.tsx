import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Icon } from '@/components/common/icon';
import { Seo } from '@/components/common/seo';
import { Surface } from '@/components/common/surface';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import type { OfferingListCopy } from '@/content/offerings-pages';
import type { Offering } from '@/content/types';
import { ui } from '@/content/ui';
import { ButtonLink } from '@/components/common/button-link';

interface OfferingListPageProps<Slug extends string> {
  offerings: readonly Offering<Slug>[];
  hrefOf: (slug: Slug) => string;
  path: string;
  copy: OfferingListCopy;
}

/** The services list and the domains list: each entry with its summary and three Top Benefits. */
export function OfferingListPage<Slug extends string>({
  offerings,
  hrefOf,
  path,
  copy,
}: OfferingListPageProps<Slug>) {
  return (
    <>
      <Seo path={path} {...copy.seo} />
      <PageHero content={copy.hero} />
      <Section>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 3, md: 4 } }}
        >
          {offerings.map((offering) => (
            <li key={offering.slug}>
              <Surface
                component="article"
                aria-labelledby={`${offering.slug}-title`}
                sx={{
                  p: { xs: 3, md: 4 },
                  display: 'grid',
                  gap: { xs: 3, md: 5 },
                  gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
                }}
              >
                <Box>
                  <Box
                    sx={{
                      width: 52,
                      height: 52,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'surface.tint',
                      color: 'primary.main',
                      mb: 2,
                    }}
                  >
                    <Icon name={offering.icon} />
                  </Box>
                  <Typography
                    id={`${offering.slug}-title`}
                    variant="h2"
                    sx={{ typography: 'h3', mb: 1.5 }}
                  >
                    {offering.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 3 }}>
                    {offering.summary}
                  </Typography>
                  <ButtonLink
                    to={hrefOf(offering.slug)}
                    context={ui.linkFor(offering.title)}
                    endIcon={<Icon name="arrow-forward" size="small" />}
                  >
                    {ui.viewDetails}
                  </ButtonLink>
                </Box>
                <Box>
                  <Typography variant="h3" sx={{ typography: 'h5', mb: 1.5 }}>
                    {ui.topBenefits}
                  </Typography>
                  <Box
                    component="ul"
                    sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
                  >
                    {offering.benefits.map((benefit) => (
                      <Box component="li" key={benefit.title} sx={{ display: 'flex', gap: 1.5 }}>
                        <Icon
                          name="check"
                          size="small"
                          sx={{ color: 'secondary.main', mt: 0.25 }}
                        />
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
              </Surface>
            </li>
          ))}
        </Box>
      </Section>
    </>
  );
}
