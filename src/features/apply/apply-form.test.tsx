import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { GatewayError } from '@/lib/gateway-client';
import { renderForm } from '@/test/render-form';
import { submitApplication } from './api';
import { ApplyForm } from './apply-form';

vi.mock('./api', () => ({ submitApplication: vi.fn() }));
const submit = vi.mocked(submitApplication);

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Typing key by key re-validates on every key; pasting is what a real visitor often does anyway. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function fillAll() {
  await fill(field(/first name/i), 'Sam');
  await fill(field(/last name/i), 'Lee');
  await fill(field(/e-mail/i), 'sam@example.com');
  await userEvent.clear(field(/organization/i));
  await fill(field(/organization/i), 'Windrow Energy');
  await fill(field(/location/i), 'Lincoln, NE');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /onsite/i }), 'No');
  await fill(field(/resume/i), 'SAP IS-U consultant.');
}

describe('apply form', () => {
  beforeEach(() => {
    submit.mockReset();
  });

  it('has the placeholders and the prefilled organization', () => {
    renderForm(<ApplyForm headingId="h" />);
    expect(field(/location/i)).toHaveAttribute('placeholder', 'Your Location');
    expect(field(/resume/i)).toHaveAttribute('placeholder', 'Paste your resume here...');
    expect(screen.getByRole('option', { name: 'Choose the Onsite option' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Yes' })).toBeInTheDocument();
    expect(field(/organization/i)).toHaveValue(site.gateway.portalName);
  });

  it('requires every field and focuses the first invalid one', async () => {
    renderForm(<ApplyForm headingId="h" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => {
      expect(field(/first name/i)).toHaveFocus();
    });
    expect(screen.getByRole('combobox', { name: /onsite/i })).toHaveAccessibleDescription(
      'Choose whether you can work onsite.',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('returns to its defaults after success', async () => {
    submit.mockResolvedValue({ message: 'Thank you, Sam.' });
    renderForm(<ApplyForm headingId="h" />);
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Sam.');
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ onSite: 'No', country: 'Lincoln, NE' });
    expect(field(/organization/i)).toHaveValue(site.gateway.portalName);
    expect(field(/first name/i)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /onsite/i })).toHaveValue('');
  });

  it('keeps everything after a failure', async () => {
    submit.mockRejectedValue(new GatewayError('server', { status: 500 }));
    renderForm(<ApplyForm headingId="h" />);
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error 500');
    expect(field(/organization/i)).toHaveValue('Windrow Energy');
    expect(screen.getByRole('combobox', { name: /onsite/i })).toHaveValue('No');
  });
});
