import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { staffCopy } from '@/content/staff/staff-copy';
import { SetPasswordForm } from './set-password-form';

const copy = staffCopy.accountLinks;

function renderForm(error?: string) {
  const onSubmit = vi.fn<(password: string) => void>();
  render(
    <AppProviders emotionCache={createEmotionCache()}>
      <SetPasswordForm
        email="new.member@akscellence.example"
        label="Join the staff area"
        submitLabel="Create my account"
        pending={false}
        error={error}
        onSubmit={onSubmit}
      />
    </AppProviders>,
  );
  return onSubmit;
}

describe('SetPasswordForm', () => {
  it('asks for a password before sending, then sends what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const field = screen.getByLabelText(/^New password/);
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(copy.passwordHint);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(copy.missingPassword);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(field, 'ferry lantern orchard');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ferry lantern orchard');
  });

  it('shows the password on request and the server’s sentence when it refuses one', async () => {
    const user = userEvent.setup();
    renderForm('This password is too easy to guess.');
    expect(screen.getByRole('alert')).toHaveTextContent('This password is too easy to guess.');
    const field = screen.getByLabelText(/^New password/);
    expect(field).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: copy.showPassword });
    await user.click(show);
    expect(field).toHaveAttribute('type', 'text');
    expect(show).toHaveAttribute('aria-pressed', 'true');
    // The address goes along for password managers, out of sight.
    expect(document.querySelector('input[autocomplete="username"]')).toHaveValue(
      'new.member@akscellence.example',
    );
  });
});
