import Box from '@mui/material/Box';
import { useLoaderData } from 'react-router-dom';
import { Seo } from '@/components/common/seo';
import { BackLink } from '@/components/common/back-link';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { FaqList } from '@/components/sections/faq-list';
import { NextTeaser } from '@/components/sections/next-teaser';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { offeringDetail } from '@/content/offerings-pages';
import type { Offering, OfferingCatalog, OfferingListCopy } from '@/content/types';
import { ui } from '@/content/ui';
import { bySlug, nextAfter } from '@/lib/collections';
import { slugLoader } from '@/lib/slug-loader';
import { faqPageJsonLd } from '@/lib/structured-data';
import { ParagraphsWithAction } from '@/components/sections/paragraphs-with-action';
import { PageContainer } from '@/components/common/page-container';

interface OfferingDetailPageProps {
  offering: Offering;
  /** The entry the "Read More" teaser points at (the next one in list order). */
  next: Offering;
  path: string;
  nextPath: string;
  copy: OfferingListCopy;
}

/** The loader of a detail route (`/services/:slug`, `/domains/:slug`): 404 for an unknown slug. */
export function offeringLoader<Slug extends string>(catalog: OfferingCatalog<Slug>) {
  return slugLoader(catalog.slugs);
}

/**
 * The page of the detail route whose loader is `offeringLoader(catalog)`: the entry of the slug,
 * its "Read More" teaser pointing at the next entry of the list, wrapping (which keeps the
 * original site's chain Government -> Utilities -> Telecommunication -> Insurance -> Healthcare).
 */
export function OfferingDetailRoute<Slug extends string>({
  catalog,
}: {
  catalog: OfferingCatalog<Slug>;
}) {
  const { slug } = useLoaderData<ReturnType<typeof offeringLoader<Slug>>>();
  const offering = bySlug(catalog.entries, slug);
  const next = nextAfter(catalog.entries, slug);
  return (
    <OfferingDetailPage
      offering={offering}
      next={next}
      path={catalog.entryPath(offering.slug)}
      nextPath={catalog.entryPath(next.slug)}
      copy={catalog.copy}
    />
  );
}

/** The detail page of a service or a domain, rendered from content. */
export function OfferingDetailPage({
  offering,
  next,
  path,
  nextPath,
  copy,
}: OfferingDetailPageProps) {
  return (
    <>
      <Seo path={path} {...offering.seo} jsonLd={faqPageJsonLd(offering.faqs)} />
      <PageHero
        content={{
          eyebrow: copy.detailEyebrow,
          heading: offering.title,
          lead: offering.summary,
          art: offering.hero,
          primaryCta: offeringDetail.getInTouch,
        }}
        before={<BackLink label={copy.back.label} to={copy.back.to} onHero />}
      />

      <Section
        intro={{ eyebrow: offeringDetail.benefitsEyebrow, heading: offeringDetail.benefitsHeading }}
      >
        <BenefitGrid benefits={offering.benefits} />
      </Section>

      <Section tone="muted" intro={{ heading: offering.whyChoose.heading }}>
        <ParagraphsWithAction
          paragraphs={offering.whyChoose.paragraphs}
          action={offeringDetail.getInTouch}
          sx={{ maxWidth: '48rem' }}
        />
      </Section>

      <Section intro={{ eyebrow: offeringDetail.faqEyebrow, heading: offeringDetail.faqHeading }}>
        <Box sx={{ maxWidth: '52rem' }}>
          <FaqList faqs={offering.faqs} />
        </Box>
      </Section>

      <Box sx={{ pb: { xs: 7, md: 10 } }}>
        <PageContainer>
          <NextTeaser
            eyebrow={offeringDetail.readMoreEyebrow}
            title={next.title}
            text={next.teaser}
            to={nextPath}
            linkLabel={ui.readMore}
            image={next.hero}
          />
        </PageContainer>
      </Box>
    </>
  );
}
