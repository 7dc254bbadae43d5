import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { products, productsPage } from '@/content/products';
import { ArtImage } from '@/components/common/art-image';
import { Seo } from '@/components/common/seo';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SplitGrid } from '@/components/sections/section';
import { ParagraphsWithAction } from '@/components/sections/paragraphs-with-action';

/**
 * /products: the two products (dispatch tracking, plant data and reporting), each with its diagram.
 */
export function ProductsPage() {
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
          <SplitGrid wideGap={6} spaceBelow={{ xs: 5, md: 7 }}>
            <ParagraphsWithAction paragraphs={product.paragraphs} action={productsPage.demoCta} />
            <ArtImage art={product.diagram} sx={{ width: '100%', borderRadius: 3 }} />
          </SplitGrid>
          <Typography variant="h3" sx={{ mb: 3 }}>
            {product.capabilitiesHeading}
          </Typography>
          <FeatureGrid features={product.capabilities} titleComponent="h4" />
        </Section>
      ))}
    </>
  );
}
