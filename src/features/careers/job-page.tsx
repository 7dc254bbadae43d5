import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import { careersPage, jobPage } from '@/content/careers';
import { practiceAreaNames } from '@/content/practice-areas';
import { pageArt } from '@/content/site-art';
import { ui } from '@/content/ui';
import type { JobListing, JobPageAnswer, PublicJob } from '@/shared/jobs/public-jobs';
import { parseBlocks } from '@/shared/jobs/job-markup';
import { BackLink } from '@/components/common/back-link';
import { MarkupBlocks, MarkupInline } from '@/components/common/job-markup';
import { Seo } from '@/components/common/seo';
import { BulletList } from '@/components/sections/bullet-list';
import { CtaBand } from '@/components/sections/cta-band';
import { JobFacts, payFact, type JobFact } from '@/components/sections/job-card';
import { LinkTileGrid } from '@/components/sections/link-tile-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { formatDate } from '@/lib/format';
import { clientText, locationsText, workplaceText } from '@/lib/job-facts';
import { jobsSourceOf } from '@/lib/jobs-source';
import { jobPostingJsonLd } from '@/lib/job-posting-json-ld';

/**
 * An open or paused job's page; a closed job's notice with status 410; a renamed job's old
 * address redirects (301); a draft or an unknown slug is not found (404).
 */
export async function jobLoader({ params, context }: LoaderFunctionArgs<unknown>) {
  const answer = await jobsSourceOf(context).page(params.slug ?? '');
  if (!answer) throw data(null, { status: 404, statusText: 'Not Found' });
  if (answer.kind === 'moved') return redirect(paths.job.href(answer.slug), 301);
  return answer.kind === 'closed' ? data(answer, { status: 410, statusText: 'Gone' }) : answer;
}

const headings = {
  responsibilities: careersPage.responsibilitiesHeading,
  qualifications: careersPage.qualificationsHeading,
  benefits: careersPage.benefitsHeading,
};

function JobTiles({ jobs }: { jobs: readonly JobListing[] }) {
  return (
    <LinkTileGrid
      columns={{ xs: 1, sm: 2 }}
      tiles={jobs.map((other) => ({
        key: other.slug,
        title: other.title,
        text: other.summary,
        icon: 'work',
        to: paths.job.href(other.slug),
      }))}
    />
  );
}

/**
 * What a job seeker needs to decide to apply, in the order they weigh it: where the work is
 * done, the pay (shown whenever the job has a range, as pay-transparency laws ask), the kind of
 * employment, the experience and, for a client's role, whose it is.
 */
export function postingFacts(job: PublicJob): JobFact[] {
  const labels = careersPage.jobLabels;
  const client = clientText(job.client);
  const facts: (JobFact | false)[] = [
    {
      icon: 'devices',
      label: labels.workplace,
      value: workplaceText(job.workplace, job.remoteRegions),
    },
    job.locations.length > 0 && {
      icon: 'location',
      label: job.locations.length === 1 ? labels.location : labels.locations,
      value: locationsText(job.locations),
    },
    job.pay !== undefined && payFact(job.pay, labels.pay),
    {
      icon: 'work',
      label: labels.employmentType,
      value: careersPage.employmentTypes[job.employmentType],
    },
    job.experience !== '' && {
      icon: 'experience',
      label: labels.experience,
      value: job.experience,
    },
    client !== undefined && { icon: 'client-focus', label: labels.employer, value: client },
    job.practice !== undefined && {
      icon: 'expertise',
      label: labels.practice,
      value: practiceAreaNames[job.practice],
    },
  ];
  return facts.filter((fact) => fact !== false);
}

/**
 * The summary as the hero's lead: one paragraph stays the lead's own paragraph (so a summary
 * without markup is the page it always was); paragraphs and lists are set as blocks.
 */
function summaryLead(summary: string) {
  const blocks = parseBlocks(summary);
  const [first] = blocks;
  if (blocks.length === 1 && first?.kind === 'paragraph') {
    return { content: <MarkupInline nodes={first.children} tone="hero" />, blocks: false };
  }
  return { content: <MarkupBlocks blocks={blocks} tone="hero" />, blocks: true };
}

/** A closed job's address: a short notice that it was filled, and the open positions. */
function FilledPage({ answer }: { answer: Extract<JobPageAnswer, { kind: 'closed' }> }) {
  const copy = jobPage.filled;
  return (
    <>
      <Seo path={paths.careers.href()} {...copy.seo} noindex />
      <PageHero
        content={{
          eyebrow: copy.eyebrow,
          heading: copy.heading(answer.title),
          lead: answer.open.length > 0 ? copy.lead : copy.none,
          art: pageArt.careers,
        }}
        before={<BackLink label={jobPage.back.label} to={jobPage.back.to} onHero />}
      />
      {answer.open.length > 0 && (
        <Section>
          <JobTiles jobs={answer.open} />
        </Section>
      )}
    </>
  );
}

/** An open job's page, with its JobPosting markup; a paused one's says it takes no applications. */
function PostingPage({ answer }: { answer: Extract<JobPageAnswer, { kind: 'open' | 'paused' }> }) {
  const { job, others } = answer;
  const path = paths.job.href(job.slug);
  const labels = careersPage.jobLabels;
  const open = answer.kind === 'open';
  const apply = {
    label: ui.applyNow,
    to: paths.apply.forPosition(job.slug),
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
          eyebrow: open ? jobPage.eyebrow : jobPage.paused.eyebrow,
          heading: job.title,
          lead: job.summary,
          art: pageArt.careers,
          ...(open ? { primaryCta: apply } : {}),
        }}
        before={<BackLink label={jobPage.back.label} to={jobPage.back.to} onHero />}
        richLead={summaryLead(job.summary)}
      >
        <Box sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
          {!open && (
            <Typography sx={{ color: 'surface.heroText', fontWeight: 'medium' }}>
              {others.length > 0
                ? `${jobPage.paused.notice} ${jobPage.paused.othersBelow}`
                : jobPage.paused.notice}
            </Typography>
          )}
          <JobFacts tone="hero" label={jobPage.factsLabel} facts={postingFacts(job)} />
          {job.datePosted !== undefined && (
            <Typography variant="body2" sx={{ color: 'surface.heroMuted' }}>
              {`${labels.posted} `}
              <time dateTime={job.datePosted}>{formatDate(job.datePosted)}</time>
              {` · ${labels.validThrough} `}
              <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>
            </Typography>
          )}
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
          {job.benefits !== undefined && job.benefits.length > 0 && (
            <BulletList heading={headings.benefits} items={job.benefits} headingComponent="h2" />
          )}
        </Box>
      </Section>

      {open && (
        <CtaBand heading={jobPage.apply.heading(job.title)} lead={jobPage.apply.lead} cta={apply} />
      )}

      {others.length > 0 && (
        <Section intro={jobPage.otherPositions}>
          <JobTiles jobs={others} />
        </Section>
      )}
    </>
  );
}

/** /careers/:slug: a job's page in each of its public states. */
export function JobPage() {
  const answer = useLoaderData<typeof jobLoader>();
  return answer.kind === 'closed' ? (
    <FilledPage answer={answer} />
  ) : (
    <PostingPage answer={answer} />
  );
}
