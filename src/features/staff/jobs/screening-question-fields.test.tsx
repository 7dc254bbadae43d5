import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ScreeningQuestion } from '@/shared/jobs/screening';
import { ScreeningQuestionFields } from './screening-question-fields';

const two: ScreeningQuestion[] = [
  { id: 'a', kind: 'yesNo', text: 'Do you hold a PMP certification?', required: true },
  { id: 'b', kind: 'text', text: 'Which tools do you use?', required: false },
];

describe('the job form’s screening questions', () => {
  it('moves, removes and adds questions, keeping each one’s id', async () => {
    const onChange = vi.fn();
    render(<ScreeningQuestionFields questions={two} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(onChange).toHaveBeenLastCalledWith({ screeningQuestions: [two[1], two[0]] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ screeningQuestions: [two[1]] });
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const added = onChange.mock.lastCall?.[0] as { screeningQuestions: ScreeningQuestion[] };
    expect(added.screeningQuestions).toHaveLength(3);
    expect(added.screeningQuestions[2]).toMatchObject({ kind: 'yesNo', text: '', required: false });
    expect(added.screeningQuestions[2]?.id).toMatch(/^[a-z0-9]+$/);
  });

  it('offers no sixth question', () => {
    const five = Array.from({ length: 5 }, (_, n) => ({ ...two[0], id: `q${String(n)}` }));
    render(<ScreeningQuestionFields questions={five as ScreeningQuestion[]} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Add a question' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a question' })).toHaveAccessibleDescription(
      'A job asks at most five questions.',
    );
  });
});
