import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { requestStatusPage } from '@/content/request-status';
import type { SenderStage } from '@/shared/staff/pipeline';
import type { SubmissionKind } from '@/shared/staff/submission-fields';
import { Icon } from '@/components/common/icon';

interface StatusStepsProps {
  kind: SubmissionKind;
  stage: SenderStage;
}

/**
 * The sender's steps as an ordered list: the steps before the current one are done (a check),
 * the current one is marked for assistive technology with aria-current and explained below its
 * name, the rest are still to come.
 */
export function StatusSteps({ kind, stage }: StatusStepsProps) {
  const steps = requestStatusPage.steps[kind];
  const current = Math.max(
    0,
    steps.findIndex((step) => step.stage === stage),
  );
  return (
    <Box
      component="ol"
      aria-label={requestStatusPage.stepsLabel}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0 }}
    >
      {steps.map((step, index) => {
        const done = index < current;
        const isCurrent = index === current;
        const last = index === steps.length - 1;
        return (
          <Box
            component="li"
            key={step.stage}
            aria-current={isCurrent ? 'step' : undefined}
            sx={{ display: 'grid', gridTemplateColumns: '2rem 1fr', columnGap: 2 }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: '2rem',
                  height: '2rem',
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  typography: 'body2',
                  fontWeight: 700,
                  border: 2,
                  borderColor: done || isCurrent ? 'primary.main' : 'divider',
                  bgcolor: done ? 'primary.main' : 'background.paper',
                  color: done
                    ? 'primary.contrastText'
                    : isCurrent
                      ? 'primary.main'
                      : 'text.secondary',
                }}
              >
                {done ? <Icon name="check" size="small" /> : index + 1}
              </Box>
              {!last && (
                <Box
                  aria-hidden
                  sx={{
                    width: 2,
                    flexGrow: 1,
                    minHeight: '1.5rem',
                    bgcolor: done ? 'primary.main' : 'divider',
                  }}
                />
              )}
            </Box>
            <Box sx={{ pb: last ? 0 : 2.5, pt: 0.25 }}>
              <Typography
                sx={{
                  fontWeight: isCurrent ? 700 : 500,
                  color: isCurrent || done ? 'text.primary' : 'text.secondary',
                }}
              >
                {step.label}
                {done && (
                  <Box component="span" sx={visuallyHidden}>
                    {`, ${requestStatusPage.doneLabel}`}
                  </Box>
                )}
              </Typography>
              {isCurrent && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 0.5, maxWidth: '52ch' }}
                >
                  {step.meaning}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
