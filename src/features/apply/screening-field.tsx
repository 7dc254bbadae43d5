import Box from '@mui/material/Box';
import type { FieldControl } from '@/components/form/gateway-form';
import { applyScreening } from '@/content/apply-screening';
import type { PositionChoice } from './screening-answers';
import { ScreeningQuestions } from './screening-questions';

/**
 * The chosen position's screening questions, below the position. A polite live region, in the
 * page from the start, says when questions appear, so a screen reader hears of fields that were
 * not there a moment ago.
 */
export function ScreeningField({
  field,
  choices,
}: {
  field: FieldControl;
  choices: readonly PositionChoice[];
}) {
  const choice = choices.find((option) => option.value === field.values.position);
  const questions = choice?.questions ?? [];
  return (
    <Box sx={{ gridColumn: '1 / -1', display: questions.length > 0 ? 'block' : 'contents' }}>
      <Box aria-live="polite" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {questions.length > 0 && applyScreening.appeared(questions.length)}
      </Box>
      {choice !== undefined && questions.length > 0 && (
        <ScreeningQuestions key={choice.slug} field={field} questions={questions} />
      )}
    </Box>
  );
}
