import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/lib/gateway-client';
import { checkForm } from '@/lib/start-up/widgets/form';
import { hydrateForm, renderForm } from '@/test/render-form';
import { submitContact } from './api';
import { ContactFormContent } from './contact-form';

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
    renderForm(<ContactFormContent headingId="h" />);
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

  it('shows nothing for fields tabbed past untouched, then every error on submit, then follows the typing', async () => {
    renderForm(<ContactFormContent headingId="h" />);
    const first = field(/first name/i);
    await userEvent.click(first);
    await userEvent.tab();
    await userEvent.tab();
    expect(first).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter your first name.')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter your last name.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();

    // Fixing a field clears its error as the visitor types, before leaving the field.
    await userEvent.type(first, 'J');
    await waitFor(() => {
      expect(screen.queryByText('Enter your first name.')).not.toBeInTheDocument();
    });
    expect(first).toHaveFocus();
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
    await userEvent.clear(first);
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
  });

  it('points out a mistake in a field the visitor changed once they move on', async () => {
    renderForm(<ContactFormContent headingId="h" />);
    await fill(field(/e-mail/i), 'jane@');
    expect(screen.queryByText(/such as name@example.com/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText(/such as name@example.com/)).toBeInTheDocument();
    expect(screen.queryByText('Enter your first name.')).not.toBeInTheDocument();
  });

  it('checks the e-mail format only when one is given', async () => {
    renderForm(<ContactFormContent headingId="h" />);
    await fillRequired();
    await fill(field(/e-mail/i), 'jane@');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => {
      expect(field(/e-mail/i)).toHaveFocus();
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('disables the button while sending, then shows the server message and clears the form', async () => {
    let answer: (value: { message: string; reference: string }) => void = () => undefined;
    submit.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderForm(<ContactFormContent headingId="h" />);
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

    answer({ message: 'Thank you, Jane. <b>We</b> will reply soon.', reference: 'AKS-7K3M-9QX2' });
    const status = await screen.findByRole('status');
    // The server's text is shown as text, never as markup, then the reference and what happens
    // next.
    expect(status).toHaveTextContent('Thank you, Jane. <b>We</b> will reply soon.');
    expect(status).toHaveTextContent('Your reference is AKS-7K3M-9QX2. Quote it if you call');
    expect(status).toHaveTextContent('replies within one business day');
    await waitFor(() => {
      expect(status).toHaveFocus();
    });
    // The form steps aside: nothing invites sending the same thing again.
    expect(screen.queryByRole('textbox', { name: /first name/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();

    // "Send another message" brings it back, emptied, with focus in its first field.
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    await waitFor(() => {
      expect(field(/first name/i)).toHaveFocus();
    });
    expect(field(/first name/i)).toHaveValue('');
    expect(field(/message/i)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send another message' })).not.toBeInTheDocument();
  });

  it('shows no reference when the gateway gave none (a foreign gateway answers with a message only)', async () => {
    submit.mockResolvedValue({ message: 'Received.' });
    renderForm(<ContactFormContent headingId="h" />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Received.');
    expect(status).not.toHaveTextContent('reference');
  });

  it('sends once when the button is pressed twice before anything re-rendered', async () => {
    submit.mockResolvedValue({ message: 'Received.' });
    renderForm(<ContactFormContent headingId="h" />);
    await fillRequired();
    const button = screen.getByRole('button', { name: 'Send message' });
    // A double click: the second press comes before validation has even finished.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Received.')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    // Once the first submission has settled, the form (brought back) sends again.
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(2);
    });
  });

  it('keeps every value and shows the error when sending fails', async () => {
    submit.mockRejectedValue(new GatewayError('network'));
    renderForm(<ContactFormContent headingId="h" />);
    await fillRequired();
    await fill(field(/company/i), 'Prairie Mutual');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('We could not reach our server.');
    expect(field(/first name/i)).toHaveValue('Jane');
    expect(field(/company/i)).toHaveValue('Prairie Mutual');
  });

  describe('sent before it hydrated', () => {
    /** The page's answer to the press: the form's own messages on the fields left empty. */
    const sentEmpty = (container: HTMLElement) => {
      const form = container.querySelector('form');
      if (!form) throw new Error('The prerendered form is missing.');
      expect(checkForm(form)).toBe(true);
    };

    afterEach(() => {
      document.body.replaceChildren();
    });

    it('starts with the errors the page showed', async () => {
      hydrateForm(<ContactFormContent headingId="h" />, sentEmpty);
      const first = field(/first name/i);
      await waitFor(() => {
        expect(first).toHaveAttribute('aria-invalid', 'true');
      });
      expect(first).toHaveAccessibleDescription('Enter your first name.');
      expect(field(/last name/i)).toHaveAccessibleDescription('Enter your last name.');
    });

    it('checks again what was typed after the page stopped answering, and follows the typing', async () => {
      hydrateForm(<ContactFormContent headingId="h" />, (container) => {
        sentEmpty(container);
        // A key pressed once React had begun to read the form: the page no longer answers it.
        const first = container.querySelector<HTMLInputElement>('input[name="first_name"]');
        if (!first) throw new Error('The prerendered first name field is missing.');
        first.value = 'Jo';
      });
      const first = field(/first name/i);
      await waitFor(() => {
        expect(first).toHaveAttribute('aria-invalid', 'false');
      });
      expect(first).toHaveValue('Jo');
      expect(screen.queryByText('Enter your first name.')).not.toBeInTheDocument();
      expect(field(/last name/i)).toHaveAccessibleDescription('Enter your last name.');
      await userEvent.clear(first);
      expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    });
  });

  it('keeps a draft across a reload and forgets it after sending', async () => {
    submit.mockResolvedValue({ message: 'Received.' });
    const first = renderForm(<ContactFormContent headingId="h" />);
    await fillRequired();
    await waitFor(() => {
      expect(window.sessionStorage.getItem('akscellence:draft:contact')).toContain('Doe');
    });
    first.unmount();

    renderForm(<ContactFormContent headingId="h" />);
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
