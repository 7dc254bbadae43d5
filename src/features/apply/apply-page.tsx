import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { applyPage } from '@/content/forms';
import { PageContainer } from '@/components/common/page-container';
import { Seo } from '@/components/common/seo';
import { FormSection } from '@/components/form/form-section';
import { PageIntro } from '@/components/sections/page-intro';
import { jobsSourceOf } from '@/lib/jobs-source';
import { usesOwnGateway } from '@/config/site';
import { ApplyForm } from './apply-form-chunk';

/** The open jobs, which the form offers as positions (see careersLoader). */
/**
 * The open positions as the form lists them: their slugs and titles. The page carries its loader
 * data to the browser, and on a form page, whose HTML must arrive in a new connection's first
 * round trip, the jobs' summaries would be bytes no one reads.
 */
export async function applyLoader({ context }: LoaderFunctionArgs<unknown>) {
  const { jobs, screening } = await jobsSourceOf(context).list();
  return {
    jobs: jobs.map(({ slug, title }) => ({ slug, title })),
    // The questions of the jobs that ask any (none adds nothing to the page).
    ...(screening === undefined ? {} : { screening }),
  };
}

const formHeadingId = 'apply-form-heading';

/** /applynow: Back to Careers (which goes to /insights, where the positions are) and the form. */
export function ApplyPage() {
  const data = useLoaderData<typeof applyLoader>();
  return (
    <>
      <Seo path={paths.apply.href()} {...applyPage.seo} />
      <PageContainer width="md" sx={{ py: { xs: 4, md: 7 } }}>
        <PageIntro back={applyPage.back} {...applyPage.hero} />
        <FormSection
          headingId={formHeadingId}
          heading={applyPage.formHeading}
          // The form offers a résumé file only with the site's own gateway (see ApplyFormContent).
          lead={usesOwnGateway ? applyPage.formLeadWithFile : applyPage.formLead}
        >
          <ApplyForm
            headingId={formHeadingId}
            positions={data.jobs}
            screening={'screening' in data ? data.screening : undefined}
          />
        </FormSection>
      </PageContainer>
    </>
  );
}
