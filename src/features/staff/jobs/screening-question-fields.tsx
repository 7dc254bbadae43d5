/**
 * The job's screening questions on its form: each a group with its words, how it is answered
 * and whether it is required, with buttons to move it up or down and to remove it, and one to
 * add another up to five. A question keeps its id when reworded or moved, so the answers stay
 * matched to it (src/shared/jobs/screening.ts).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { jobScreeningCopy as copy } from '@/content/staff/job-screening';
import { newQuestionId } from '@/shared/jobs/screening-input';
import {
  screeningKinds,
  screeningLimits,
  type ScreeningKind,
  type ScreeningQuestion,
} from '@/shared/jobs/screening';
import { fieldColumns } from '../ui/field-columns';
import { keepsValue } from '../ui/field-value';

interface ScreeningQuestionFieldsProps {
  questions: readonly ScreeningQuestion[];
  onChange: (change: { screeningQuestions: ScreeningQuestion[] }) => void;
  /** What is wrong with the questions: one line for all, a summary link's target. */
  problem?: string | undefined;
}

export function ScreeningQuestionFields({
  questions,
  onChange,
  problem,
}: ScreeningQuestionFieldsProps) {
  const set = (next: ScreeningQuestion[]) => {
    onChange({ screeningQuestions: next });
  };
  const edit = (index: number, change: Partial<ScreeningQuestion>) => {
    set(questions.map((question, at) => (at === index ? { ...question, ...change } : question)));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    set(next);
  };
  const full = questions.length >= screeningLimits.questions;
  const end = questions.length - 1;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" sx={{ typography: 'h6', mb: 1, p: 0 }}>
        {copy.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {questions.length === 0 ? `${copy.none} ${copy.help}` : copy.help}
      </Typography>
      {problem !== undefined && (
        <Typography id="job-screeningQuestions" tabIndex={-1} variant="body2" color="error">
          {problem}
        </Typography>
      )}
      {questions.map((question, index) => {
        const n = index + 1;
        const base = `job-screening-${question.id}`;
        return (
          <Box
            key={question.id}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 2, minWidth: 0 }}
          >
            <FormLabel component="legend" sx={{ px: 0.5 }}>
              {copy.question(n)}
            </FormLabel>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TextField
                id={`${base}-text`}
                label={copy.words}
                value={question.text}
                onChange={keepsValue((text) => {
                  edit(index, { text });
                })}
                required
                slotProps={{ htmlInput: { maxLength: screeningLimits.question } }}
              />
              <Box sx={{ ...fieldColumns('1fr auto'), alignItems: 'center' }}>
                <TextField
                  id={`${base}-kind`}
                  select
                  label={copy.kind}
                  value={question.kind}
                  onChange={keepsValue((value) => {
                    const kind = screeningKinds.find((option) => option === value);
                    if (kind) edit(index, { kind });
                  })}
                  slotProps={{ select: { native: true } }}
                >
                  {screeningKinds.map((kind: ScreeningKind) => (
                    <option key={kind} value={kind}>
                      {copy.kinds[kind]}
                    </option>
                  ))}
                </TextField>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={question.required}
                      onChange={(event) => {
                        edit(index, { required: event.target.checked });
                      }}
                    />
                  }
                  label={copy.required}
                />
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {(
                  [
                    { by: -1, label: copy.moveUp(n), text: copy.up, atEnd: index === 0 },
                    { by: 1, label: copy.moveDown(n), text: copy.down, atEnd: index === end },
                  ] as const
                ).map(({ by, label, text, atEnd }) => (
                  <Button
                    key={by}
                    size="small"
                    variant="outlined"
                    aria-label={label}
                    disabled={atEnd}
                    onClick={() => {
                      move(index, by);
                    }}
                  >
                    {text}
                  </Button>
                ))}
                <Button
                  size="small"
                  color="error"
                  aria-label={copy.remove(n)}
                  onClick={() => {
                    set(questions.filter((_, at) => at !== index));
                  }}
                >
                  {copy.removeShort}
                </Button>
              </Box>
            </Box>
          </Box>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          disabled={full}
          aria-describedby={full ? 'job-screening-full' : undefined}
          onClick={() => {
            set([
              ...questions,
              {
                id: newQuestionId(questions.map((question) => question.id)),
                kind: 'yesNo',
                text: '',
                required: false,
              },
            ]);
          }}
        >
          {copy.add}
        </Button>
        {full && (
          <Typography id="job-screening-full" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {copy.full}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
