import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { LinkProps as RouterLinkProps } from 'react-router-dom';
import { ButtonLink } from '../common/button-link';

interface ParagraphsWithActionProps {
  paragraphs: readonly string[];
  action: { label: string; to: RouterLinkProps['to'] };
  sx?: SxProps<Theme>;
}

/** A few paragraphs of body text closed by one prominent call to action. */
export function ParagraphsWithAction({ paragraphs, action, sx }: ParagraphsWithActionProps) {
  return (
    <Box sx={sx}>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} color="text.secondary" sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      <ButtonLink to={action.to} variant="contained" size="large" sx={{ mt: 1 }}>
        {action.label}
      </ButtonLink>
    </Box>
  );
}
