import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { ui } from '@/content/ui';
import { ButtonLink, buttonLookSx } from './button-link';
import type { ErrorSummary } from '@/lib/error-summary';
import { PageContainer } from './page-container';

interface ErrorScreenProps {
  summary: ErrorSummary;
  onRetry: () => void;
}

export function ErrorScreen({ summary, onRetry }: ErrorScreenProps) {
  return (
    <PageContainer width="md" sx={{ py: { xs: 8, md: 12 } }}>
      <Box role="alert" sx={{ mb: 4 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {ui.error.heading}
        </Typography>
        <Typography variant="h2" component="p" color="primary" sx={{ mb: 2 }}>
          {summary.title}
        </Typography>
        <Typography color="text.secondary">{summary.help}</Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
        }}
      >
        {summary.retryable && (
          <Box
            component="button"
            type="button"
            onClick={onRetry}
            sx={buttonLookSx('contained', 'large')}
          >
            {ui.error.retry}
          </Box>
        )}
        <ButtonLink
          to={paths.home.href()}
          variant={summary.retryable ? 'outlined' : 'contained'}
          size="large"
        >
          {ui.error.goHome}
        </ButtonLink>
      </Box>
    </PageContainer>
  );
}
