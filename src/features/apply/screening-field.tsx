import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { FieldControl } from '@/components/form/gateway-form';
import { applyScreening } from '@/content/apply-screening';
import type { PositionChoice } from './screening-answers';

/**
 * The questions load as a chunk of their own when a position that asks any is chosen: most
 * visitors choose one that asks none, and the form's own chunk stays within its budget.
 */
const ScreeningQuestions = lazy(() =>
  import('./screening-questions').then((module) => ({ default: module.ScreeningQuestions })),
);

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
        <Suspense fallback={null}>
          <ScreeningQuestions key={choice.slug} field={field} questions={questions} />
        </Suspense>
      )}
    </Box>
  );
}
