import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firstJobs } from '@/shared/jobs/first-jobs';
import type { ScreeningQuestion } from '@/shared/jobs/screening';
import { renderForm } from '@/test/render-form';
import { submitApplication } from './api';
import { ApplyFormContent } from './apply-form';

vi.mock('./api', () => ({ submitApplication: vi.fn() }));
const submit = vi.mocked(submitApplication);

const [first, second] = firstJobs;
const questions: ScreeningQuestion[] = [
  { id: 'cert', kind: 'yesNo', text: 'Do you hold a PMP certification?', required: true },
  { id: 'tools', kind: 'text', text: 'Which planning tools do you use?', required: false },
];
const screening = { [first.slug]: questions };
const positions = [first, second, { slug: 'pm-omaha', title: first.title }];

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const position = () => screen.getByRole('combobox', { name: /position/i });

async function fillPerson() {
  for (const [name, text] of [
    [/first name/i, 'Sam'],
    [/last name/i, 'Lee'],
    [/e-mail/i, 'sam@example.com'],
    [/location/i, 'Lincoln, NE'],
    [/resume/i, 'Ten years of delivery.'],
  ] as const) {
    await userEvent.click(field(name));
    await userEvent.paste(text);
  }
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /onsite/i }), 'No');
}

describe('apply form: screening questions', () => {
  beforeEach(() => {
    submit.mockReset();
    window.sessionStorage.clear();
  });

  it('asks nothing where the site sends to a gateway elsewhere', async () => {
    renderForm(
      <ApplyFormContent
        headingId="h"
        positions={positions}
        screening={screening}
        offerFile={false}
      />,
    );
    // A gateway elsewhere takes the specification's keys only: no questions there.
    await userEvent.selectOptions(position(), `${first.title} (${first.slug})`);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('asks, checks and sends the answers with the site’s own gateway', async () => {
    submit.mockResolvedValue({ message: 'Thank you.' });
    renderForm(<ApplyFormContent headingId="h" positions={positions} screening={screening} />);
    // Two open jobs with one title are told apart by their address.
    await userEvent.selectOptions(position(), `${first.title} (${first.slug})`);
    const yesNo = await screen.findByRole('group', { name: /PMP certification/ });
    expect(screen.getByText(/asks 2 more questions/)).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeRequired();
    expect(field(/planning tools/i)).not.toBeRequired();
    expect(yesNo).toHaveTextContent('Required');

    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Answer this question.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(field(/planning tools/i));
    await userEvent.paste('MS Project');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    const [values, , sent] = submit.mock.calls[0] ?? [];
    expect(values?.position).toBe(first.title);
    expect(sent).toEqual({ job: first.slug, answers: { cert: 'Yes', tools: 'MS Project' } });
  });

  it('shows nothing for a job without questions, and sends only its address', async () => {
    submit.mockResolvedValue({ message: 'Thank you.' });
    renderForm(<ApplyFormContent headingId="h" positions={positions} screening={screening} />);
    await userEvent.selectOptions(position(), second.title);
    expect(screen.queryByRole('radio')).toBeNull();
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(submit.mock.calls[0]?.[2]).toEqual({ job: second.slug, answers: {} });
  });
});
