import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { products, productsPage } from '@/content/products';
import { ArtImage } from '@/components/common/art-image';
import { Seo } from '@/components/common/seo';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { ButtonLink } from '@/components/common/button-link';

/** /products: the two product blocks of spec section 1, each with its diagram. */
export function Component() {
  return (
    <>
      <Seo path={paths.products.href()} {...productsPage.seo} />
      <PageHero content={productsPage.hero} />
      {products.map((product, index) => (
        <Section
          key={product.id}
          id={product.id}
          tone={index % 2 === 1 ? 'muted' : 'default'}
          intro={{
            eyebrow: 'tagline' in product ? product.tagline : undefined,
            heading: product.name,
            lead: product.summary,
          }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 6 },
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              mb: { xs: 5, md: 7 },
            }}
          >
            <div>
              {product.paragraphs.map((paragraph) => (
                <Typography key={paragraph} color="text.secondary" sx={{ mb: 2 }}>
                  {paragraph}
                </Typography>
              ))}
              <ButtonLink
                to={productsPage.demoCta.to}
                variant="contained"
                size="large"
                sx={{ mt: 1 }}
              >
                {productsPage.demoCta.label}
              </ButtonLink>
            </div>
            <ArtImage art={product.diagram} sx={{ width: '100%', borderRadius: 3 }} />
          </Box>
          <Typography variant="h3" sx={{ mb: 3 }}>
            {product.capabilitiesHeading}
          </Typography>
          <FeatureGrid features={product.capabilities} titleComponent="h4" />
        </Section>
      ))}
    </>
  );
}
