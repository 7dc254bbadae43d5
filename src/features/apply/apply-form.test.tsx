import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { paths } from '@/config/paths';
import { GatewayError } from '@/lib/gateway-client';
import { renderForm } from '@/test/render-form';
import { submitApplication } from './api';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { ApplyFormContent as Form } from './apply-form';

function ApplyFormContent({ headingId }: { headingId: string }) {
  return <Form headingId={headingId} positions={firstJobs} />;
}

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

  it('offers the five positions and an open application, the latter chosen by default', () => {
    renderForm(<ApplyFormContent headingId="h" />);
    const position = screen.getByRole('combobox', { name: /position/i });
    expect(position).toHaveValue('Open application');
    expect([...position.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Project Manager',
      'Senior IT Sales',
      'Marketing Associate',
      'Oracle ERP Associate',
      'SAP Utilities',
      'Open application',
    ]);
  });

  it('chooses the position named by the Apply Now link, and ignores an unknown one', () => {
    const view = renderForm(
      <ApplyFormContent headingId="h" />,
      paths.apply.forPosition('oracle-erp-associate'),
    );
    expect(screen.getByRole('combobox', { name: /position/i })).toHaveValue('Oracle ERP Associate');
    view.unmount();
    renderForm(<ApplyFormContent headingId="h" />, `${paths.apply.href()}?position=constructor`);
    expect(screen.getByRole('combobox', { name: /position/i })).toHaveValue('Open application');
  });

  it('has the placeholders and the prefilled organization', () => {
    renderForm(<ApplyFormContent headingId="h" />);
    expect(field(/location/i)).toHaveAttribute('placeholder', 'Your Location');
    expect(field(/resume/i)).toHaveAttribute('placeholder', 'Paste your resume here...');
    expect(screen.getByRole('option', { name: 'Choose the Onsite option' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Yes' })).toBeInTheDocument();
    expect(field(/organization/i)).toHaveValue(site.gateway.portalName);
  });

  it('requires every field and focuses the first invalid one', async () => {
    renderForm(<ApplyFormContent headingId="h" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => {
      expect(field(/first name/i)).toHaveFocus();
    });
    expect(screen.getByRole('combobox', { name: /onsite/i })).toHaveAccessibleDescription(
      'Choose whether you can work onsite.',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('gives the page’s early check the same message for an empty field as the form', () => {
    renderForm(<ApplyFormContent headingId="h" />);
    expect(screen.getByRole('combobox', { name: /onsite/i })).toHaveAttribute(
      'data-missing',
      'Choose whether you can work onsite.',
    );
  });

  it('returns to its starting values after success, which the server and the site explain, behind "Send another application"', async () => {
    submit.mockResolvedValue({ message: 'Thank you, Sam.' });
    renderForm(<ApplyFormContent headingId="h" />, paths.apply.forPosition('sap-utilities'));
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you, Sam.');
    expect(status).toHaveTextContent('a recruiter reviews every application');
    await waitFor(() => {
      expect(status).toHaveFocus();
    });
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      position: 'SAP Utilities',
      onSite: 'No',
      country: 'Lincoln, NE',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send another application' }));
    expect(screen.getByRole('combobox', { name: /position/i })).toHaveValue('SAP Utilities');
    expect(field(/organization/i)).toHaveValue(site.gateway.portalName);
    expect(field(/first name/i)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /onsite/i })).toHaveValue('');
  });

  it('keeps everything after a failure', async () => {
    submit.mockRejectedValue(new GatewayError('server', { status: 500 }));
    renderForm(<ApplyFormContent headingId="h" />);
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your application was not sent');
    expect(alert).toHaveTextContent('error 500');
    expect(field(/organization/i)).toHaveValue('Windrow Energy');
    expect(screen.getByRole('combobox', { name: /onsite/i })).toHaveValue('No');
  });
});
