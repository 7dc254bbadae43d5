import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { paths } from '@/config/paths';
import { GatewayError } from '@/lib/gateway-client';
import {
  UploadCancelled,
  UploadFailure,
  uploadResume,
  type UploadOptions,
} from '@/lib/resume-upload';
import type * as ResumeUpload from '@/lib/resume-upload';
import { maxResumeBytes, type UploadAnswer } from '@/shared/forms/resume-file';
import { renderForm } from '@/test/render-form';
import { submitApplication } from './api';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { ApplyFormContent as Form } from './apply-form';

function ApplyFormContent({ headingId, offerFile }: { headingId: string; offerFile?: boolean }) {
  return <Form headingId={headingId} positions={firstJobs} offerFile={offerFile} />;
}

vi.mock('./api', () => ({ submitApplication: vi.fn() }));
const submit = vi.mocked(submitApplication);
// The upload's request is the browser's (tests/e2e/resume-form.spec.ts sends real ones); here
// each test decides how it goes.
vi.mock('@/lib/resume-upload', async (original) => ({
  ...(await original<typeof ResumeUpload>()),
  uploadResume: vi.fn(),
}));
const upload = vi.mocked(uploadResume);

/** An upload the test finishes: its progress, its answer, or its failure. */
function pendingUpload() {
  let options: UploadOptions = {};
  let finish: (answer: UploadAnswer) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  upload.mockImplementationOnce((_file, given = {}) => {
    options = given;
    return new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
      given.signal?.addEventListener('abort', () => {
        reject(new UploadCancelled());
      });
    });
  });
  return {
    progress: (sent: number, total: number) => {
      act(() => {
        options.onProgress?.(sent, total);
      });
    },
    finish: async (answer: UploadAnswer) => {
      await act(async () => {
        finish(answer);
        await Promise.resolve();
      });
    },
    fail: async (error: unknown) => {
      await act(async () => {
        fail(error);
        await Promise.resolve();
      });
    },
    signal: () => options.signal,
  };
}

const token = 'T'.repeat(43);
const pdf = (name = 'Sam Lee.pdf', size = 240 * 1024) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const fileInput = () => screen.getByLabelText(/resume file/i, { selector: 'input[type=file]' });
/** Chooses files as the browser's picker hands them over, whatever the input's accept says. */
const chooser = () => userEvent.setup({ applyAccept: false });

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Typing key by key re-validates on every key; pasting is what a real visitor often does anyway. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function fillAll({ resume = 'SAP IS-U consultant.' } = {}) {
  await fill(field(/first name/i), 'Sam');
  await fill(field(/last name/i), 'Lee');
  await fill(field(/e-mail/i), 'sam@example.com');
  await userEvent.clear(field(/organization/i));
  await fill(field(/organization/i), 'Windrow Energy');
  await fill(field(/location/i), 'Lincoln, NE');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /onsite/i }), 'No');
  if (resume !== '') await fill(field(/resume/i), resume);
}

describe('apply form', () => {
  beforeEach(() => {
    submit.mockReset();
    upload.mockReset();
    window.sessionStorage.clear();
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
    renderForm(<ApplyFormContent headingId="h" offerFile={false} />);
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
    expect(status).toHaveTextContent('a recruiter reads your application');
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

describe('apply form: the resume file', () => {
  beforeEach(() => {
    submit.mockReset();
    upload.mockReset();
    window.sessionStorage.clear();
  });

  it('is not offered where the site sends to a gateway elsewhere: the resume is pasted', () => {
    renderForm(<ApplyFormContent headingId="h" offerFile={false} />);
    expect(screen.queryByRole('group', { name: /resume file/i })).toBeNull();
    expect(field(/resume/i)).toBeRequired();
  });

  it('is a real file input, with a visible chooser, the kinds it takes and a text box that is optional', () => {
    renderForm(<ApplyFormContent headingId="h" />);
    const input = fileInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    expect(input).toHaveAccessibleName('Resume file Choose a file');
    expect(input).toHaveAccessibleDescription('A PDF or Word (.docx) file of up to 10 MB.');
    expect(field(/resume text or a note/i)).not.toBeRequired();
    // The chooser is the input's label: the picker opens from it before the form's code runs,
    // and the page's inline script (which holds presses of buttons) leaves it alone.
    const chooserLabel = screen.getByText('Choose a file').closest('label');
    expect(chooserLabel).toHaveAttribute('for', input.id);
    expect(chooserLabel).not.toHaveAttribute('role');
    expect(chooserLabel).not.toHaveAttribute('tabindex');
  });

  it('uploads a file when it is chosen, with its progress, then shows its name and size', async () => {
    const running = pendingUpload();
    renderForm(<ApplyFormContent headingId="h" />);
    await chooser().upload(fileInput(), pdf());
    expect(upload).toHaveBeenCalledTimes(1);
    running.progress(120 * 1024, 240 * 1024);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Sam Lee.pdf')).toBeInTheDocument();
    expect(document.querySelector('[aria-live=polite]')).toHaveTextContent('Uploading: 50%');
    await running.finish({ message: 'ok', upload: token, name: 'Sam Lee.pdf', size: 245_760 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/240 KB · Uploaded/)).toBeInTheDocument();
    expect(document.querySelector('[aria-live=polite]')).toHaveTextContent(
      'Attached: Sam Lee.pdf, 240 KB.',
    );
    expect(fileInput()).toHaveAccessibleName('Resume file Replace');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Sam Lee.pdf')).toBeNull();
    expect(fileInput()).toHaveFocus();
  });

  it('replaces a file by choosing another, which stops the first upload', async () => {
    const first = pendingUpload();
    renderForm(<ApplyFormContent headingId="h" />);
    await chooser().upload(fileInput(), pdf('old.pdf'));
    const second = pendingUpload();
    await chooser().upload(fileInput(), pdf('new.pdf'));
    expect(first.signal()?.aborted).toBe(true);
    await second.finish({ message: 'ok', upload: token, name: 'new.pdf', size: 1 });
    expect(screen.queryByText('old.pdf')).toBeNull();
    expect(screen.getByText('new.pdf')).toBeInTheDocument();
  });

  it('cancels an upload on the way, and says so', async () => {
    const running = pendingUpload();
    renderForm(<ApplyFormContent headingId="h" />);
    await chooser().upload(fileInput(), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(running.signal()?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.querySelector('[aria-live=polite]')).toHaveTextContent('Upload cancelled.');
  });

  it('refuses a file too large or of another kind before sending it, each with its message', async () => {
    renderForm(<ApplyFormContent headingId="h" />);
    await chooser().upload(fileInput(), pdf('big.pdf', maxResumeBytes + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 10 MB: a resume file can be at most 10 MB.',
    );
    await chooser().upload(fileInput(), new File(['x'], 'cv.odt'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF and Word (.docx) files');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says what the server said, and after a lost connection tries again with the same file', async () => {
    const refused = pendingUpload();
    renderForm(<ApplyFormContent headingId="h" />);
    await chooser().upload(fileInput(), pdf());
    await refused.fail(new UploadFailure('refused', 'The file is damaged or incomplete.', 422));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is damaged or incomplete.');
    const lost = pendingUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await lost.fail(new UploadFailure('network'));
    expect(screen.getByRole('alert')).toHaveTextContent('the connection was lost');
    const again = pendingUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await again.finish({ message: 'ok', upload: token, name: 'Sam Lee.pdf', size: 1 });
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls[2]?.[0].name).toBe('Sam Lee.pdf');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends an application with a file and no text, referring to the file', async () => {
    submit.mockResolvedValue({ message: 'Thank you, Sam.' });
    const running = pendingUpload();
    renderForm(<ApplyFormContent headingId="h" />);
    await fillAll({ resume: '' });
    await chooser().upload(fileInput(), pdf());
    await running.finish({ message: 'ok', upload: token, name: 'Sam Lee.pdf', size: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Sam.');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ message: '', resume_file: 'ready' });
    expect(submit.mock.calls[0]?.[1]).toBe(token);
  });

  it('asks for a file or text when neither is there', async () => {
    renderForm(<ApplyFormContent headingId="h" />);
    await fillAll({ resume: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => {
      expect(field(/resume text/i)).toHaveAccessibleDescription(
        'Attach your resume as a file, or paste it.',
      );
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('waits for an upload on its way when the application is sent, and sends it once', async () => {
    submit.mockResolvedValue({ message: 'Thank you, Sam.' });
    const running = pendingUpload();
    renderForm(<ApplyFormContent headingId="h" />);
    await fillAll({ resume: '' });
    await chooser().upload(fileInput(), pdf());
    const button = screen.getByRole('button', { name: 'Submit application' });
    await userEvent.dblClick(button);
    expect(
      await screen.findByText(/sent as soon as the file has uploaded/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await running.finish({ message: 'ok', upload: token, name: 'Sam Lee.pdf', size: 1 });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Sam.');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[1]).toBe(token);
  });

  it('says the application was not sent when its file then fails, and keeps everything', async () => {
    const running = pendingUpload();
    renderForm(<ApplyFormContent headingId="h" />);
    await fillAll({ resume: '' });
    await chooser().upload(fileInput(), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await running.fail(new UploadFailure('network'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent).join(' ')).toContain(
      'Your resume file did not upload.',
    );
    expect(submit).not.toHaveBeenCalled();
    expect(field(/first name/i)).toHaveValue('Sam');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
