import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';

interface ContactLineProps {
  icon: ReactNode;
  /** Accessible label of the line, e.g. "Phone"; the icon alone is decorative. */
  label: string;
  children: ReactNode;
}

/** An icon, a visually hidden label and a value: address, e-mail or phone. */
export function ContactLine({ icon, label, children }: ContactLineProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25, typography: 'body2' }}>
      <Box
        component="span"
        aria-hidden
        sx={{ color: 'primary.main', display: 'inline-flex', mt: 0.25 }}
      >
        {icon}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`${label}: `}
      </Box>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
