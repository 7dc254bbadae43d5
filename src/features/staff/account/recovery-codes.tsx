import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';

const copy = staffCopy.twoFactor;

interface RecoveryCodesProps {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}

/** The ten recovery codes, shown this once, with ways to keep them. */
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Shown once: the focus comes here, where the codes are read out from.
    headingRef.current?.focus();
  }, []);
  const download = () => {
    const text = `${copy.downloadTitle(email)}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = copy.downloadName;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Box
      component="section"
      aria-labelledby="recovery-codes-heading"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography
        ref={headingRef}
        tabIndex={-1}
        id="recovery-codes-heading"
        variant="h3"
        sx={{ typography: 'h5', outline: 'none' }}
      >
        {copy.recoveryHeading}
      </Typography>
      <Typography color="text.secondary">{copy.recoveryLead}</Typography>
      <Box
        component="ol"
        aria-label={copy.recoveryListLabel}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 0.5,
          m: 0,
          pl: 4,
          fontFamily: 'monospace',
          typography: 'body1',
          letterSpacing: '0.05em',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      {copied && (
        <Alert severity="success" role="status">
          {copy.copiedCodes}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          onClick={() => {
            void navigator.clipboard.writeText(codes.join('\n')).then(() => {
              setCopied(true);
            });
          }}
        >
          {copy.copyCodes}
        </Button>
        <Button variant="outlined" onClick={download}>
          {copy.downloadCodes}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {copy.savedCodes}
        </Button>
      </Box>
    </Box>
  );
}
