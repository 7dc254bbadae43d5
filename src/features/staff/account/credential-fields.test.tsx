import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProviders } from '@/app/providers';
import { staffCopy } from '@/content/staff/staff-copy';
import { createStaffQueryClient } from '../api/queries';
import { ForgotPasswordPage } from './forgot-password-page';
import { SignInPage } from './sign-in-page';
import { TwoFactorOffForm } from './two-factor-off-form';

function renderStaff(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/staff'] });
  render(
    <AppProviders emotionCache={createEmotionCache()}>
      <QueryClientProvider client={createStaffQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
}

/** What a password manager and the browser read of a field, and that it keeps what is typed. */
async function expectCredential(
  label: RegExp,
  expected: { id: string; type: string; autoComplete: string; maxLength?: number },
) {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('id', expected.id);
  expect(field).toHaveAttribute('type', expected.type);
  expect(field).toHaveAttribute('autocomplete', expected.autoComplete);
  expect(field).toBeRequired();
  if (expected.maxLength === undefined) expect(field).not.toHaveAttribute('maxlength');
  else expect(field).toHaveAttribute('maxlength', String(expected.maxLength));
  // The label sits above the field from the start (MUI's shrunk label), never over its text.
  expect(document.querySelector(`label[for="${expected.id}"]`)).toHaveAttribute(
    'data-shrink',
    'true',
  );
  const typed = 'a@b.example <script>\u202e';
  await userEvent.setup().type(field, typed);
  expect(field).toHaveValue(typed);
}

describe('the fields of the staff pages that a password manager fills', () => {
  it('sign-in: the address as the user name, then the current password', async () => {
    renderStaff(<SignInPage />);
    expect(screen.getByLabelText(new RegExp(`^${staffCopy.signIn.email}`))).toHaveFocus();
    await expectCredential(new RegExp(`^${staffCopy.signIn.email}`), {
      id: 'staff-email',
      type: 'email',
      autoComplete: 'username',
    });
    await expectCredential(new RegExp(`^${staffCopy.signIn.password}`), {
      id: 'staff-password',
      type: 'password',
      autoComplete: 'current-password',
    });
  });

  it('a forgotten password: the address, at most 254 characters', async () => {
    renderStaff(<ForgotPasswordPage />);
    const label = new RegExp(`^${staffCopy.accountLinks.forgot.email}`);
    expect(screen.getByLabelText(label)).toHaveFocus();
    await expectCredential(label, {
      id: 'staff-reset-email',
      type: 'email',
      autoComplete: 'username',
      maxLength: 254,
    });
  });

  it('turning two-factor sign-in off: the current password first', async () => {
    renderStaff(<TwoFactorOffForm required={false} onOff={() => {}} onCancel={() => {}} />);
    const label = new RegExp(`^${staffCopy.twoFactor.password}`);
    expect(screen.getByLabelText(label)).toHaveFocus();
    await expectCredential(label, {
      id: 'two-factor-off-password',
      type: 'password',
      autoComplete: 'current-password',
    });
  });
});
