import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Surface } from '@/components/common/surface';

interface StaffSectionProps {
  /** The id of the heading, which names the section for screen readers. */
  id: string;
  heading: ReactNode;
  /** Space under the heading, in theme spacing units: less when a lead line follows it. */
  headingSpace?: number;
  children: ReactNode;
}

/** One card of a staff page: a section named by its second-level heading. */
export function StaffSection({ id, heading, headingSpace = 1.5, children }: StaffSectionProps) {
  return (
    <Surface component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={id} variant="h2" sx={{ typography: 'h4', mb: headingSpace }}>
        {heading}
      </Typography>
      {children}
    </Surface>
  );
}
