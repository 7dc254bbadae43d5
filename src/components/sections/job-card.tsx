import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';
import type { LinkProps as RouterLinkProps } from 'react-router-dom';
import type { IconName } from '@/content/types';
import type { JobListing } from '@/shared/jobs/public-jobs';
import { Icon } from '../common/icon';
import { Surface } from '../common/surface';
import { ui } from '@/content/ui';
import { ButtonLink } from '../common/button-link';

/** One fact about a position: "Location: Omaha, NE, USA". */
export interface JobFact {
  icon: IconName;
  label: string;
  value: string;
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
  labels: { location: string; experience: string };
  actions: readonly JobAction[];
  headingComponent?: 'h2' | 'h3';
  children?: ReactNode;
}

/** Facts as pills; each label is read by assistive technology, the icon stands for it on screen. */
export function JobFacts({
  facts,
  tone = 'default',
}: {
  facts: readonly JobFact[];
  tone?: 'default' | 'hero';
}) {
  return (
    <Box
      component="ul"
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
            color: tone === 'hero' ? 'surface.heroText' : 'text.secondary',
          }}
        >
          <Icon
            name={fact.icon}
            size="small"
            sx={{ color: tone === 'hero' ? 'surface.heroMuted' : 'primary.main' }}
          />
          <Box component="span" sx={visuallyHidden}>{`${fact.label}: `}</Box>
          {fact.value}
        </Box>
      ))}
    </Box>
  );
}

/** An open position: title, location, experience, summary and its links (details, Apply Now). */
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
