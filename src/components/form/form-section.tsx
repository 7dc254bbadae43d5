import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Surface } from '../common/surface';

interface FormSectionProps {
  /** Id of the heading; the form inside names itself after it (aria-labelledby). */
  headingId: string;
  heading: string;
  lead: string;
  children: ReactNode;
}

/** The card a gateway form sits in: its heading, a line on what is required, the form. */
export function FormSection({ headingId, heading, lead, children }: FormSectionProps) {
  return (
    <Surface component="section" aria-labelledby={headingId} sx={{ p: { xs: 3, md: 4 } }}>
      <Typography id={headingId} variant="h2" sx={{ typography: 'h3', mb: 1 }}>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {lead}
      </Typography>
      {children}
    </Surface>
  );
}
