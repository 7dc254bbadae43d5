import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconBadge } from '@/components/common/icon-badge';
import { Icon } from '@/components/common/icon';
import { Seo } from '@/components/common/seo';
import { Surface } from '@/components/common/surface';
import { PageHero } from '@/components/sections/page-hero';
import { ListGrid } from '@/components/sections/list-grid';
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
        <ListGrid
          items={offerings}
          itemKey={(offering) => offering.slug}
          columns={{ xs: 1 }}
          renderItem={(offering) => (
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
                <IconBadge icon={offering.icon} size={52} sx={{ mb: 2 }} />
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
            </Surface>
          )}
        />
      </Section>
    </>
  );
}
