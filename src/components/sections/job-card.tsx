import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';
import type { LinkProps as RouterLinkProps } from 'react-router-dom';
import type { IconName } from '@/content/types';
import type { PayRange } from '@/shared/jobs/job-posting';
import type { JobListing } from '@/shared/jobs/public-jobs';
import { payText } from '@/lib/pay-text';
import { Icon } from '../common/icon';
import { Surface } from '../common/surface';
import { ui } from '@/content/ui';
import { ButtonLink } from '../common/button-link';

/** One fact about a position: "Location: Omaha, NE, USA". */
export interface JobFact {
  icon: IconName;
  label: string;
  value: string;
  /** How assistive technology reads the value when its symbols would read oddly (a range's dash). */
  spoken?: string | undefined;
}

/**
 * A link at the foot of a job card; the job title is added to its name for assistive technology.
 */
export interface JobAction {
  label: string;
  to: RouterLinkProps['to'];
  variant?: 'contained' | 'outlined';
}

interface JobCardProps {
  job: JobListing;
  labels: { location: string; experience: string; pay: string };
  actions: readonly JobAction[];
  headingComponent?: 'h2' | 'h3';
  children?: ReactNode;
}

/**
 * Facts as pills; each label is read by assistive technology, the icon stands for it on screen.
 * `label` names the list itself where a page has more than one.
 */
export function JobFacts({
  facts,
  tone = 'default',
  label,
}: {
  facts: readonly JobFact[];
  tone?: 'default' | 'hero';
  label?: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {facts.map((fact) => (
        <Box
          component="li"
          key={fact.label}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.5,
            py: 0.5,
            borderRadius: 5,
            border: 1,
            borderColor: tone === 'hero' ? 'surface.heroMuted' : 'surface.border',
            typography: 'body2',
            // A long name without spaces (a client's, a place's) breaks rather than overflows.
            overflowWrap: 'anywhere',
            color: tone === 'hero' ? 'surface.heroText' : 'text.secondary',
          }}
        >
          <Icon
            name={fact.icon}
            size="small"
            sx={{ color: tone === 'hero' ? 'surface.heroMuted' : 'primary.main' }}
          />
          <Box component="span" sx={visuallyHidden}>
            {`${fact.label}: ${fact.spoken ?? ''}`}
          </Box>
          {fact.spoken === undefined ? fact.value : <span aria-hidden="true">{fact.value}</span>}
        </Box>
      ))}
    </Box>
  );
}

/** The pay range as a fact, read with "to" in place of the range's dash. */
export function payFact(pay: PayRange, label: string): JobFact {
  const { text, spoken } = payText(pay);
  return { icon: 'fintech', label, value: text, spoken };
}

/** An open position: title, location, experience, pay when given, summary and its links (details, Apply Now). */
export function JobCard({ job, labels, actions, headingComponent = 'h2', children }: JobCardProps) {
  return (
    <Surface
      component="article"
      id={job.slug}
      aria-labelledby={`${job.slug}-title`}
      sx={{ p: { xs: 3, md: 4 }, gap: 2 }}
    >
      <Typography id={`${job.slug}-title`} variant="h3" component={headingComponent}>
        {job.title}
      </Typography>
      <JobFacts
        facts={[
          { icon: 'location', label: labels.location, value: job.location },
          { icon: 'experience', label: labels.experience, value: job.experience },
          ...(job.pay === undefined ? [] : [payFact(job.pay, labels.pay)]),
        ]}
      />
      <Typography color="text.secondary">{job.summary}</Typography>
      {children}
      {/* Pinned to the bottom, so the actions of cards side by side line up. */}
      <Box sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {actions.map((action) => (
          <ButtonLink
            key={action.label}
            to={action.to}
            context={ui.linkFor(job.title)}
            variant={action.variant ?? 'contained'}
            endIcon={
              action.variant === 'outlined' ? undefined : <Icon name="arrow-forward" size="small" />
            }
          >
            {action.label}
          </ButtonLink>
        ))}
      </Box>
    </Surface>
  );
}
