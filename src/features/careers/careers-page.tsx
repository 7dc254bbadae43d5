import Typography from '@mui/material/Typography';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { careersPage } from '@/content/careers';
import { ui } from '@/content/ui';
import { Seo } from '@/components/common/seo';
import { JobCard } from '@/components/sections/job-card';
import { PageHero } from '@/components/sections/page-hero';
import { ListGrid } from '@/components/sections/list-grid';
import { Section } from '@/components/sections/section';
import { jobsSourceOf } from '@/lib/jobs-source';

/** The open jobs, from the database (the server's render) or its endpoint (a navigation). */
export function careersLoader({ context }: LoaderFunctionArgs<unknown>) {
  return jobsSourceOf(context).list();
}

/**
 * /careers: the open positions, each linking to its own page and to the application form with
 * the position chosen. The structured data of each posting is on its own page.
 */
export function CareersPage() {
  const { jobs } = useLoaderData<typeof careersLoader>();
  return (
    <>
      <Seo path={paths.careers.href()} {...careersPage.seo} />
      <PageHero content={careersPage.hero} />
      <Section>
        {jobs.length === 0 ? (
          // An empty list says nothing to a visitor: the page says there is no opening.
          <Typography sx={{ color: 'text.secondary' }}>{careersPage.none}</Typography>
        ) : (
          <ListGrid
            items={jobs}
            itemKey={(job) => job.slug}
            columns={{ xs: 1, md: 2 }}
            renderItem={(job) => (
              <JobCard
                job={job}
                labels={careersPage.jobLabels}
                actions={[
                  { label: ui.applyNow, to: paths.apply.forPosition(job.slug) },
                  {
                    label: careersPage.viewDetails,
                    to: paths.job.href(job.slug),
                    variant: 'outlined',
                  },
                ]}
              />
            )}
          />
        )}
      </Section>
    </>
  );
}
