import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Surface } from '@/components/common/surface';

interface ReportSectionProps {
  /** The id of the heading, which names the section for screen readers. */
  id: string;
  heading: string;
  lead?: string;
  /** 3 for a part of a part (the technical ones); its card looks the same. */
  level?: 2 | 3;
  children: ReactNode;
}

/** One part of the reports page: a card with its heading and a line on how to read it. */
export function ReportSection({ id, heading, lead, level = 2, children }: ReportSectionProps) {
  return (
    <Surface
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, gap: 2, overflow: 'visible', minWidth: 0 }}
    >
      <div>
        <Typography id={id} variant={level === 2 ? 'h2' : 'h3'} sx={{ typography: 'h4' }}>
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
