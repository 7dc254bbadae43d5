import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import { jobSlugs, paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import { careersPage, jobPage } from '@/content/careers';
import { jobs } from '@/content/jobs';
import { pageArt } from '@/content/site-art';
import { ui } from '@/content/ui';
import { BackLink } from '@/components/common/back-link';
import { Seo } from '@/components/common/seo';
import { BulletList } from '@/components/sections/bullet-list';
import { CtaBand } from '@/components/sections/cta-band';
import { JobFacts } from '@/components/sections/job-card';
import { LinkTileGrid } from '@/components/sections/link-tile-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { bySlug } from '@/lib/collections';
import { formatDate } from '@/lib/format';
import { slugLoader } from '@/lib/slug-loader';
import { jobPostingJsonLd } from '@/lib/structured-data';

/** 404 for a slug that is not an open position. */
export const jobLoader = slugLoader(jobSlugs);

const headings = {
  responsibilities: careersPage.responsibilitiesHeading,
  qualifications: careersPage.qualificationsHeading,
};

/** /careers/:slug, one page per open position, with its JobPosting structured data. */
export function JobPage() {
  const { slug } = useLoaderData<typeof jobLoader>();
  const job = bySlug(jobs, slug);
  const path = paths.job.href(slug);
  const labels = careersPage.jobLabels;
  const apply = {
    label: ui.applyNow,
    to: paths.apply.forPosition(slug),
    context: ui.linkFor(job.title),
  };

  return (
    <>
      <Seo
        path={path}
        {...job.seo}
        jsonLd={jobPostingJsonLd(job, absoluteUrl(site.origin, path), headings)}
      />
      <PageHero
        content={{
          eyebrow: jobPage.eyebrow,
          heading: job.title,
          lead: job.summary,
          art: pageArt.careers,
          primaryCta: apply,
        }}
        before={<BackLink label={jobPage.back.label} to={jobPage.back.to} onHero />}
      >
        <Box sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
          <JobFacts
            tone="hero"
            facts={[
              { icon: 'location', label: labels.location, value: job.location },
              { icon: 'experience', label: labels.experience, value: job.experience },
              {
                icon: 'work',
                label: labels.employmentType,
                value: careersPage.employmentTypes[job.employmentType],
              },
            ]}
          />
          <Typography variant="body2" sx={{ color: 'surface.heroMuted' }}>
            {`${labels.posted} `}
            <time dateTime={job.datePosted}>{formatDate(job.datePosted)}</time>
            {` · ${labels.validThrough} `}
            <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>
          </Typography>
        </Box>
      </PageHero>

      <Section>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <BulletList
            heading={headings.responsibilities}
            items={job.responsibilities}
            headingComponent="h2"
          />
          <BulletList
            heading={headings.qualifications}
            items={job.qualifications}
            headingComponent="h2"
          />
        </Box>
      </Section>

      <CtaBand heading={jobPage.apply.heading(job.title)} lead={jobPage.apply.lead} cta={apply} />

      <Section intro={jobPage.otherPositions}>
        <LinkTileGrid
          columns={{ xs: 1, sm: 2 }}
          tiles={jobs
            .filter((other) => other.slug !== slug)
            .map((other) => ({
              key: other.slug,
              title: other.title,
              text: other.summary,
              icon: 'work',
              to: paths.job.href(other.slug),
            }))}
        />
      </Section>
    </>
  );
}
