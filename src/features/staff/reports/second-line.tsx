import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/** The quieter line under a table cell's name or figure: an address, a kind, a campaign. */
export function SecondLine({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/**
 * An address or a name with a line break allowed after each slash and hyphen, so that on a narrow
 * column `/careers/marketing-associate` breaks between its words, not inside them.
 */
export function WithBreaks({ text }: { text: string }) {
  // Not after an address's leading slash: "/" alone on a line reads as a stray mark.
  const parts = text.split(/(?<=\w[/-])/);
  return (
    <Typography component="span" variant="inherit" sx={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Typography>
  );
}
