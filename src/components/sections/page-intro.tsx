import Typography from '@mui/material/Typography';
import type { LinkProps as RouterLinkProps } from 'react-router-dom';
import { BackLink } from '../common/back-link';

interface PageIntroProps {
  back: { label: string; to: RouterLinkProps['to'] };
  eyebrow: string;
  heading: string;
  lead: string;
  /** Narrower headings on wide pages keep the h1 to a few words a line. */
  headingMaxWidth?: string;
}

/**
 * The plain opening of a task page (the forms): a way back, the page's only h1 and its lead,
 * without a hero band, so the form starts near the top of the screen.
 */
export function PageIntro({ back, eyebrow, heading, lead, headingMaxWidth }: PageIntroProps) {
  return (
    <>
      <BackLink label={back.label} to={back.to} />
      <Typography variant="overline" component="p" color="secondary">
        {eyebrow}
      </Typography>
      <Typography variant="h1" sx={{ mb: 2, maxWidth: headingMaxWidth }}>
        {heading}
      </Typography>
      <Typography
        variant="subtitle1"
        color="text.secondary"
        sx={{ maxWidth: '44rem', mb: { xs: 4, md: 6 } }}
      >
        {lead}
      </Typography>
    </>
  );
}
