import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { anchors, atAnchor, paths } from '@/config/paths';
import { articles } from '@/content/articles';
import { clients } from '@/content/clients';
import {
  blogTeasers,
  clientStrip,
  contactBanner,
  counters,
  homeHero,
  homeSeo,
  industries,
  testimonialsIntro,
  whatWeDo,
  whoWeAre,
  whyUs,
} from '@/content/home';
import { domainIndex, serviceIndex } from '@/content/offering-index';
import { brandMark } from '@/content/brand-art';
import { clientTestimonials } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { Seo } from '@/components/common/seo';
import { CounterStrip } from '@/components/sections/counter-strip';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { LinkTileGrid } from '@/components/sections/link-tile-grid';
import { LogoStrip } from '@/components/sections/logo-strip';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { SplitFeature } from '@/components/sections/split-feature';
import { TeaserCard } from '@/components/sections/teaser-card';
import { TestimonialCard } from '@/components/sections/testimonial-card';
import { ListGrid } from '@/components/sections/list-grid';
import { organizationJsonLd } from '@/lib/structured-data';
import { articleMeta } from '@/lib/format';
import { CtaLink } from '@/components/common/button-link';
import { PageContainer } from '@/components/common/page-container';

/**
 * /: the company in one page: who it is and what it does, why clients choose it, the industries
 * it serves, clients' words, a call to get in touch and the latest articles.
 */
export function HomePage() {
  return (
    <>
      <Seo path={paths.home.href()} {...homeSeo} jsonLd={organizationJsonLd(brandMark.src)} />
      <PageHero content={homeHero} />

      <Box
        component="section"
        aria-label={clientStrip.heading}
        sx={{ py: 4, bgcolor: 'surface.muted' }}
      >
        <PageContainer>
          <Typography
            variant="subtitle2"
            component="p"
            color="text.secondary"
            sx={{ textAlign: 'center', mb: 2.5 }}
          >
            {clientStrip.heading}
          </Typography>
          <LogoStrip
            clients={clients}
            label={ui.clientLogosLabel}
            pauseLabel={clientStrip.pauseLabel}
            playLabel={clientStrip.playLabel}
          />
        </PageContainer>
      </Box>

      <Section intro={whoWeAre}>
        <SplitFeature paragraphs={whoWeAre.paragraphs} art={whoWeAre.art} cta={whoWeAre.cta} />
      </Section>

      <Section
        tone="muted"
        intro={whatWeDo}
        action={<CtaLink cta={whatWeDo.viewAll} variant="outlined" size="large" />}
      >
        <LinkTileGrid
          tiles={whatWeDo.services.map((slug) => ({
            key: slug,
            title: serviceIndex[slug].title,
            text: serviceIndex[slug].teaser,
            icon: serviceIndex[slug].icon,
            to: paths.service.href(slug),
          }))}
        />
      </Section>

      <Section intro={whyUs}>
        <FeatureGrid features={whyUs.points} />
      </Section>

      <Section tone="muted" intro={{ heading: counters.heading }} centered>
        <CounterStrip counters={counters.items} />
      </Section>

      <Section intro={industries}>
        <LinkTileGrid
          columns={{ xs: 1, sm: 2, md: 3 }}
          tiles={industries.domains.map((slug) => ({
            key: slug,
            title: domainIndex[slug].title,
            icon: domainIndex[slug].icon,
            to: atAnchor(industries.to, domainIndex[slug].anchor),
          }))}
        />
      </Section>

      <Section tone="muted" id={anchors.clientTestimonial} intro={testimonialsIntro}>
        <ListGrid
          items={clientTestimonials}
          itemKey={(testimonial) => testimonial.author.name}
          columns={{ xs: 1, md: 3 }}
          renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        />
      </Section>

      <CtaBand {...contactBanner} />

      <Section id={anchors.homeBlogs} intro={blogTeasers}>
        <ListGrid
          items={articles}
          itemKey={(article) => article.slug}
          columns={{ xs: 1, sm: 2, md: 4 }}
          renderItem={(article) => (
            <TeaserCard
              title={article.title}
              to={paths.homeArticle.href(article.slug)}
              linkLabel={ui.readMore}
              image={article.hero}
              meta={articleMeta(article)}
            />
          )}
        />
      </Section>
    </>
  );
}
