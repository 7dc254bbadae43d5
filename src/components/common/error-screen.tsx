import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { ui } from '../../content/ui';
import type { ErrorSummary } from '../../app/root-error-boundary';

interface ErrorScreenProps {
  summary: ErrorSummary;
  onRetry: () => void;
}

export function ErrorScreen({ summary, onRetry }: ErrorScreenProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
      <Box role="alert" sx={{ mb: 4 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {ui.error.heading}
        </Typography>
        <Typography variant="h2" component="p" color="primary" sx={{ mb: 2 }}>
          {summary.title}
        </Typography>
        <Typography color="text.secondary">{summary.help}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {summary.retryable && (
          <Button variant="contained" size="large" onClick={onRetry}>
            {ui.error.retry}
          </Button>
        )}
        <Button
          variant={summary.retryable ? 'outlined' : 'contained'}
          size="large"
          href={paths.home}
        >
          {ui.error.goHome}
        </Button>
      </Stack>
    </Container>
  );
}
