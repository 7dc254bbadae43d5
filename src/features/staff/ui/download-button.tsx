import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface DownloadButtonProps {
  /** The staff API's address of the file (an export, a résumé). */
  href: string;
  /** The picture before the words: each page keeps the one it has always shown. */
  icon: ReactNode;
  /** A longer description, shown on hover. */
  title?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A file of the staff API the browser saves: a link with `download`, drawn as an outlined button. */
export function DownloadButton({ href, icon, title, sx, children }: DownloadButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="outlined"
      startIcon={icon}
      title={title}
      sx={sx}
    >
      {children}
    </Button>
  );
}
