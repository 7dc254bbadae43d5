import Box from '@mui/material/Box';
import { Seo } from '@/components/common/seo';
import { BackLink } from '@/components/common/back-link';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { FaqList } from '@/components/sections/faq-list';
import { NextTeaser } from '@/components/sections/next-teaser';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { offeringDetail, type OfferingListCopy } from '@/content/offerings-pages';
import type { Offering } from '@/content/types';
import { ui } from '@/content/ui';
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
