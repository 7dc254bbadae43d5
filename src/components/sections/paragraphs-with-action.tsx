import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { LinkProps as RouterLinkProps } from 'react-router-dom';
import { ButtonLink } from '../common/button-link';

interface ParagraphsWithActionProps {
  paragraphs: readonly string[];
  /** The call to action; `context` as a content `Cta`'s, words read after a vague label. */
  action?: { label: string; to: RouterLinkProps['to']; context?: string | undefined };
  sx?: SxProps<Theme>;
}

/** A few paragraphs of body text, closed by one prominent call to action when there is one. */
export function ParagraphsWithAction({ paragraphs, action, sx }: ParagraphsWithActionProps) {
  return (
    <Box sx={sx}>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} color="text.secondary" sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      {action && (
        <ButtonLink
          to={action.to}
          context={action.context}
          variant="contained"
          size="large"
          sx={{ mt: 1 }}
        >
          {action.label}
        </ButtonLink>
      )}
    </Box>
  );
}
