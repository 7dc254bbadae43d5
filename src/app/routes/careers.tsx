import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import { careersPage } from '@/content/careers';
import { jobs } from '@/content/jobs';
import { ui } from '@/content/ui';
import { Seo } from '@/components/common/seo';
import { JobCard } from '@/components/sections/job-card';
import { PageHero } from '@/components/sections/page-hero';
import { ListGrid } from '@/components/sections/list-grid';
import { Section } from '@/components/sections/section';
import { jobPostingJsonLd } from '@/lib/structured-data';

const headings = {
  responsibilities: careersPage.responsibilitiesHeading,
  qualifications: careersPage.qualificationsHeading,
};

function BulletList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <div>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li + li': { mt: 0.5 } }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </div>
  );
}

/** /careers: the five open positions, each with Apply Now. */
export function Component() {
  const pageUrl = absoluteUrl(site.origin, paths.careers.href());
  return (
    <>
      <Seo
        path={paths.careers.href()}
        {...careersPage.seo}
        jsonLd={jobs.map((job) => jobPostingJsonLd(job, pageUrl, headings))}
      />
      <PageHero content={careersPage.hero} />
      <Section>
        <ListGrid
          items={jobs}
          itemKey={(job) => job.id}
          columns={{ xs: 1 }}
          renderItem={(job) => (
            <JobCard
              job={job}
              labels={careersPage.jobLabels}
              actionLabel={ui.applyNow}
              actionTo={paths.apply.href()}
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                }}
              >
                <BulletList heading={headings.responsibilities} items={job.responsibilities} />
                <BulletList heading={headings.qualifications} items={job.qualifications} />
              </Box>
            </JobCard>
          )}
        />
      </Section>
    </>
  );
}
