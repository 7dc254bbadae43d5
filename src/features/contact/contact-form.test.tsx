import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/lib/gateway-client';
import { renderForm } from '@/test/render-form';
import { submitContact } from './api';
import { ContactForm } from './contact-form';

vi.mock('./api', () => ({ submitContact: vi.fn() }));
const submit = vi.mocked(submitContact);

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Typing key by key re-validates on every key; pasting is what a real visitor often does anyway. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function fillRequired() {
  await fill(field(/first name/i), 'Jane');
  await fill(field(/last name/i), 'Doe');
}

describe('contact form', () => {
  beforeEach(() => {
    submit.mockReset();
  });

  it('shows inline errors, tied to their fields, and focuses the first invalid one', async () => {
    renderForm(<ContactForm headingId="h" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const first = field(/first name/i);
    await waitFor(() => {
      expect(first).toHaveFocus();
    });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    expect(field(/last name/i)).toHaveAccessibleDescription('Enter your last name.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('checks the e-mail format only when one is given', async () => {
    renderForm(<ContactForm headingId="h" />);
    await fillRequired();
    await fill(field(/e-mail/i), 'jane@');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => {
      expect(field(/e-mail/i)).toHaveFocus();
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('disables the button while sending, then shows the server message and clears the form', async () => {
    let answer: (value: { message: string }) => void = () => undefined;
    submit.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderForm(<ContactForm headingId="h" />);
    await fillRequired();
    await fill(field(/message/i), 'We need two Java developers.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const sending = await screen.findByRole('button', { name: /sending/i });
    expect(sending).toBeDisabled();
    // A second press (even one that slips past pointer-events) must not send again.
    fireEvent.click(sending);
    fireEvent.submit(sending.closest('form') as HTMLFormElement);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      message: 'We need two Java developers.',
    });

    answer({ message: 'Thank you, Jane. <b>We</b> will reply soon.' });
    const status = await screen.findByRole('status');
    // The server's text is shown as text, never as markup.
    expect(status).toHaveTextContent('Thank you, Jane. <b>We</b> will reply soon.');
    expect(field(/first name/i)).toHaveValue('');
    expect(field(/message/i)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('keeps every value and shows the error when sending fails', async () => {
    submit.mockRejectedValue(new GatewayError('network'));
    renderForm(<ContactForm headingId="h" />);
    await fillRequired();
    await fill(field(/company/i), 'Prairie Mutual');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server.');
    expect(field(/first name/i)).toHaveValue('Jane');
    expect(field(/company/i)).toHaveValue('Prairie Mutual');
  });

  it('keeps a draft across a reload and forgets it after sending', async () => {
    submit.mockResolvedValue({ message: 'Received.' });
    const first = renderForm(<ContactForm headingId="h" />);
    await fillRequired();
    await waitFor(() => {
      expect(window.sessionStorage.getItem('akscellence:draft:contact')).toContain('Doe');
    });
    first.unmount();

    renderForm(<ContactForm headingId="h" />);
    await waitFor(() => {
      expect(field(/first name/i)).toHaveValue('Jane');
    });
    expect(screen.getByRole('status')).toHaveTextContent(/restored/i);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => {
      expect(
        screen
          .getAllByRole('status')
          .map((status) => status.textContent)
          .join(' '),
      ).toContain('Received.');
    });
    await waitFor(() => {
      expect(window.sessionStorage.getItem('akscellence:draft:contact')).toBeNull();
    });
  });
});
