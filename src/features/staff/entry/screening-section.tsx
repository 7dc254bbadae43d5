import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { entryScreeningCopy as copy } from '@/content/staff/entry-screening';
import { readScreeningAnswers } from '@/shared/jobs/screening';
import { StaffSection } from '../ui/staff-section';

/**
 * An application's answers to its job's screening questions, each after the question's words as
 * the applicant read them. React writes both as text; each is isolated so a right-to-left answer
 * cannot reorder the page around it.
 */
export function ScreeningSection({ answers }: { answers: string | null }) {
  if (answers === null) return null;
  return (
    <StaffSection id="entry-screening" heading={copy.heading}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {readScreeningAnswers(answers).map(({ question, answer }, index) => (
          <div key={index}>
            <Typography
              component="dt"
              sx={{
                fontWeight: 'fontWeightMedium',
                overflowWrap: 'anywhere',
                unicodeBidi: 'isolate',
              }}
            >
              {question}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}
            >
              {answer}
            </Typography>
          </div>
        ))}
      </Box>
    </StaffSection>
  );
}
