import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { anchors, paths } from '@/config/paths';
import { careersPage, insightsPage } from '@/content/careers';
import { employeeTestimonials } from '@/content/testimonials';
import { timeline } from '@/content/timeline';
import { ui } from '@/content/ui';
import { Breadcrumb } from '@/components/common/breadcrumb';
import { Seo } from '@/components/common/seo';
import { ListGrid } from '@/components/sections/list-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { JobCard } from '@/components/sections/job-card';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { TestimonialCard } from '@/components/sections/testimonial-card';
import { TimelineCarousel } from './timeline-carousel-chunk';
import { ButtonLink } from '@/components/common/button-link';
import { PageContainer } from '@/components/common/page-container';
import { jobsSourceOf } from '@/lib/jobs-source';

/** The open jobs for the positions band (see careersLoader). */
export function insightsLoader({ context }: LoaderFunctionArgs<unknown>) {
  return jobsSourceOf(context).list();
}

/** /insights: Careers and Insights: timeline, work benefits, open positions, an employee's word. */
export function InsightsPage() {
  const [testimonial] = employeeTestimonials;
  const { jobs } = useLoaderData<typeof insightsLoader>();
  return (
    <>
      <Seo path={paths.insights.href()} {...insightsPage.seo} />
      <PageHero
        content={insightsPage.hero}
        before={
          <Breadcrumb
            label={ui.breadcrumbLabel}
            trail={[{ label: ui.homeCrumb, to: paths.home.href() }]}
            current={insightsPage.breadcrumb}
          />
        }
      />

      <Box sx={{ py: { xs: 5, md: 7 }, bgcolor: 'surface.muted' }}>
        <PageContainer width="md">
          <Typography
            component="p"
            sx={{ typography: 'h2', textAlign: 'center', color: 'primary.main' }}
          >
            {insightsPage.tagline}
          </Typography>
        </PageContainer>
      </Box>

      <Section intro={insightsPage.timeline}>
        <TimelineCarousel entries={timeline} label={insightsPage.timeline.label} />
      </Section>

      <Section tone="muted" id={anchors.insightsWorkBenefits} intro={insightsPage.workBenefits}>
        <FeatureGrid features={insightsPage.workBenefits.items} />
      </Section>

      <Section
        id={anchors.insightsOpenPositions}
        intro={insightsPage.openPositions}
        action={
          <ButtonLink
            to={insightsPage.openPositions.allPositions.to}
            variant="outlined"
            size="large"
          >
            {insightsPage.openPositions.allPositions.label}
          </ButtonLink>
        }
      >
        {jobs.length === 0 ? (
          // An empty list says nothing to a visitor: the page says there is no opening.
          <Typography sx={{ color: 'text.secondary' }}>
            {insightsPage.openPositions.none}
          </Typography>
        ) : (
          <ListGrid
            items={jobs}
            itemKey={(job) => job.slug}
            columns={{ xs: 1, sm: 2, md: 3 }}
            renderItem={(job) => (
              <JobCard
                job={job}
                labels={careersPage.jobLabels}
                actions={[
                  { label: insightsPage.openPositions.detailsLink, to: paths.job.href(job.slug) },
                ]}
                headingComponent="h3"
              />
            )}
          />
        )}
      </Section>

      <Section tone="muted" intro={insightsPage.testimonials} centered>
        <Box sx={{ maxWidth: '46rem', mx: 'auto' }}>
          <TestimonialCard testimonial={testimonial} />
        </Box>
      </Section>

      <CtaBand {...insightsPage.closing} />
    </>
  );
}
