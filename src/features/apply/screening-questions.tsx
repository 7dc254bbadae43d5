import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldControl } from '@/components/form/gateway-form';
import { applyScreening } from '@/content/apply-screening';
import { screeningLimits, yesNoAnswers, type ScreeningQuestion } from '@/shared/jobs/screening';
import { answerProblem, readAnswers } from './screening-answers';

/**
 * The questions as real form fields: a yes/no question is a radio group named by its legend, a
 * short-text question a text field with its label. Each one's problem shows under it once the
 * form shows the field's error; the first question to fix carries the field's id, which the
 * form focuses when it is the first field to fix.
 */
export function ScreeningQuestions({
  field,
  questions,
}: {
  field: FieldControl;
  questions: readonly ScreeningQuestion[];
}) {
  const answers = readAnswers(field.value);
  const set = (id: string, answer: string) => {
    field.setValue(JSON.stringify({ ...answers, [id]: answer }));
  };
  const problems = questions.map((question) =>
    field.error === undefined ? undefined : answerProblem(question, answers[question.id] ?? ''),
  );
  const firstWrong = problems.findIndex((problem) => problem !== undefined);
  const focusAt = firstWrong === -1 ? 0 : firstWrong;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mt: 1, display: 'grid', gap: 2.5, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ typography: 'subtitle1', mb: 1 }}>
        {applyScreening.heading}
      </Typography>
      {questions.map((question, index) => {
        const id = index === focusAt ? field.id : `${field.id}-${question.id}`;
        const helpId = `${field.id}-${question.id}-help`;
        const problem = problems[index];
        const note = question.required ? applyScreening.required : applyScreening.optional;
        if (question.kind === 'yesNo') {
          return (
            <FormControl
              key={question.id}
              component="fieldset"
              aria-describedby={helpId}
              error={problem !== undefined}
              required={question.required}
              disabled={field.sending}
              sx={{ minWidth: 0 }}
            >
              <FormLabel component="legend" sx={{ overflowWrap: 'anywhere' }}>
                {question.text}
              </FormLabel>
              {/* Native radios: keyboard and screen readers know them, and MUI's would add
                  their ripple's code to the form's chunk for two choices. */}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, py: 0.5 }}>
                {yesNoAnswers.map((option, optionIndex) => (
                  <Box
                    key={option}
                    component="label"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44 }}
                  >
                    <Box
                      component="input"
                      type="radio"
                      id={optionIndex === 0 ? id : undefined}
                      name={`${field.id}-${question.id}`}
                      value={option}
                      checked={answers[question.id] === option}
                      required={question.required}
                      disabled={field.sending}
                      aria-invalid={problem !== undefined}
                      onChange={() => {
                        set(question.id, option);
                      }}
                      sx={{
                        width: 20,
                        height: 20,
                        m: 0,
                        accentColor: (theme) => theme.palette.primary.main,
                      }}
                    />
                    {option}
                  </Box>
                ))}
              </Box>
              <FormHelperText id={helpId}>{problem ?? note}</FormHelperText>
            </FormControl>
          );
        }
        // The question above its box, not MUI's floating label, which a long question would
        // cut off on a phone.
        return (
          <Box key={question.id} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
            <FormLabel
              htmlFor={id}
              required={question.required}
              error={problem !== undefined}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {question.text}
            </FormLabel>
            <TextField
              id={id}
              value={answers[question.id] ?? ''}
              onChange={(event) => {
                set(question.id, event.target.value);
              }}
              required={question.required}
              disabled={field.sending}
              error={problem !== undefined}
              helperText={problem ?? note}
              slotProps={{ htmlInput: { maxLength: screeningLimits.answer } }}
              fullWidth
            />
          </Box>
        );
      })}
    </Box>
  );
}
