import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Surface } from '@/components/common/surface';

interface ReportSectionProps {
  /** The id of the heading, which names the section for screen readers. */
  id: string;
  heading: string;
  lead?: string;
  children: ReactNode;
}

/** One part of the reports page: a card with a second-level heading and a line on how to read it. */
export function ReportSection({ id, heading, lead, children }: ReportSectionProps) {
  return (
    <Surface
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, gap: 2, overflow: 'visible', minWidth: 0 }}
    >
      <div>
        <Typography id={id} variant="h2" sx={{ typography: 'h4' }}>
          {heading}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {lead}
          </Typography>
        )}
      </div>
      {children}
    </Surface>
  );
}
