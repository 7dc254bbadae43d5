import Box from '@mui/material/Box';
import { anchors, paths } from '@/config/paths';
import {
  aboutHero,
  aboutSeo,
  aboutTestimonial,
  companyValues,
  coreValuesIntro,
  valuesIntro,
} from '@/content/about';
import { clientTestimonials } from '@/content/testimonials';
import { Seo } from '@/components/common/seo';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { TestimonialCard } from '@/components/sections/testimonial-card';
import { ValueCircles } from '@/components/sections/value-circles';
import { AboutPanels } from './about-panels';

/** /aboutus: the company's vision, mission, values and story, its values in short, a client's word. */
export function AboutPage() {
  const [testimonial] = clientTestimonials;

  return (
    <>
      <Seo path={paths.about.href()} {...aboutSeo} />
      <PageHero content={aboutHero} />

      <Section id={anchors.coreValues} intro={coreValuesIntro}>
        <Box sx={{ maxWidth: '52rem' }}>
          <AboutPanels />
        </Box>
      </Section>

      <Section tone="muted" intro={valuesIntro} centered>
        <ValueCircles values={companyValues} />
      </Section>

      {/* The client logos are not repeated here: the footer shows them right below. */}
      <Section id={anchors.clientTestimonial} intro={aboutTestimonial} centered>
        <Box sx={{ maxWidth: '46rem', mx: 'auto' }}>
          <TestimonialCard testimonial={testimonial} />
        </Box>
      </Section>
    </>
  );
}
