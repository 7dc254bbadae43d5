import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';
import type { LinkProps as RouterLinkProps } from 'react-router-dom';
import type { IconName, Job } from '@/content/types';
import { Icon } from '../common/icon';
import { Surface } from '../common/surface';
import { ui } from '@/content/ui';
import { ButtonLink } from '../common/button-link';

interface JobCardProps {
  job: Job;
  labels: { location: string; experience: string };
  /** Visible text of the action link; the job title is added for assistive technology. */
  actionLabel: string;
  actionTo: RouterLinkProps['to'];
  headingComponent?: 'h2' | 'h3';
  children?: ReactNode;
}

/** "Location: Omaha, NE, USA" as a pill; the label is for assistive technology. */
function JobFact({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.5,
        borderRadius: 5,
        border: 1,
        borderColor: 'surface.border',
        typography: 'body2',
        color: 'text.secondary',
      }}
    >
      <Icon name={icon} size="small" sx={{ color: 'primary.main' }} />
      <Box component="span" sx={visuallyHidden}>{`${label}: `}</Box>
      {value}
    </Box>
  );
}

/** An open position: title, location, experience, summary and an action (Apply Now, See details). */
export function JobCard({
  job,
  labels,
  actionLabel,
  actionTo,
  headingComponent = 'h2',
  children,
}: JobCardProps) {
  return (
    <Surface
      component="article"
      id={job.id}
      aria-labelledby={`${job.id}-title`}
      sx={{ p: { xs: 3, md: 4 }, gap: 2 }}
    >
      <Typography id={`${job.id}-title`} variant="h3" component={headingComponent}>
        {job.title}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <JobFact icon="location" label={labels.location} value={job.location} />
        <JobFact icon="experience" label={labels.experience} value={job.experience} />
      </Box>
      <Typography color="text.secondary">{job.summary}</Typography>
      {children}
      {/* Pinned to the bottom, so the actions of cards side by side line up. */}
      <Box sx={{ mt: 'auto' }}>
        <ButtonLink
          to={actionTo}
          context={ui.linkFor(job.title)}
          variant="contained"
          endIcon={<Icon name="arrow-forward" size="small" />}
        >
          {actionLabel}
        </ButtonLink>
      </Box>
    </Surface>
  );
}
