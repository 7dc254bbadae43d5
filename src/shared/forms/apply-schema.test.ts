import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { site } from '@/config/site';
import {
  applicationMessage,
  readApplicationHeader,
  applyFormSchema,
  applyFormSchemaWithFile,
  applyInitialValues,
  applyPayloadSchema,
  resumeFileFailedMessage,
  resumeLimit,
  resumeMissingMessage,
  resumeOf,
  toApplyPayload,
  takeAttachment,
  type ApplyFormState,
} from './apply-schema';
import { fieldLimits } from './field-rules';

const valid: ApplyFormState = {
  position: 'SAP Utilities',
  first_name: 'Sam',
  last_name: 'Lee',
  orgnization_email: 'sam@example.com',
  orgnization_name: 'Prairie Mutual',
  country: 'Lincoln, NE',
  onSite: 'Yes',
  message: 'Ten years of SAP IS-U billing and device management.',
  resume_file: '',
  screening: '',
};

async function invalidFields(
  values: object,
  schema: AnyObjectSchema = applyFormSchema,
): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string }[] }).inner.map((item) => item.path).sort();
  }
}

describe('apply form rules: every field required, e-mail format, onsite Yes or No', () => {
  it('requires every field (but the file and the screening answers, which the form checks)', async () => {
    expect(await invalidFields(valid)).toEqual([]);
    const optional = ['resume_file', 'screening'];
    for (const field of Object.keys(valid).filter((name) => !optional.includes(name))) {
      expect(await invalidFields({ ...valid, [field]: '' }), field).toEqual([field]);
    }
  });

  it('checks the e-mail format and the onsite choice', async () => {
    expect(await invalidFields({ ...valid, orgnization_email: 'sam.example.com' })).toEqual([
      'orgnization_email',
    ]);
    expect(await invalidFields({ ...valid, onSite: 'Maybe' })).toEqual(['onSite']);
    expect(await invalidFields({ ...valid, onSite: 'No' })).toEqual([]);
  });

  it('starts with the organization prefilled with the product name and no onsite choice', () => {
    expect(applyInitialValues.orgnization_name).toBe(site.gateway.portalName);
    expect(applyInitialValues.onSite).toBe('');
  });

  it('accepts the longest resume whose message the gateway still accepts', async () => {
    const longest = { ...valid, position: 'P'.repeat(fieldLimits.position) };
    expect(await invalidFields({ ...longest, message: 'r'.repeat(resumeLimit) })).toEqual([]);
    expect(await invalidFields({ ...longest, message: 'r'.repeat(resumeLimit + 1) })).toEqual([
      'message',
    ]);
    const payload = toApplyPayload({ ...longest, message: 'r'.repeat(resumeLimit) });
    // With a reference to an uploaded file, the message is exactly as long as the gateway takes.
    const withFile = {
      ...payload,
      message: applicationMessage(longest.position, 'Yes', 'r'.repeat(resumeLimit), 'T'.repeat(43)),
    };
    expect(withFile.message).toHaveLength(fieldLimits.longText);
    await expect(applyPayloadSchema.validate(withFile, { strict: true })).resolves.toEqual(
      withFile,
    );
  });
});

describe('application message: the position and onsite answer first, then the resume', () => {
  it('refers to an uploaded file on the line after them, which the gateway takes out', () => {
    const token = 'a1_-'.repeat(10) + 'xyz';
    const message = applicationMessage('Project Manager', 'No', 'A note.', token);
    expect(message).toBe(`Position: Project Manager\nOnsite: No\nResume file: ${token}\n\nA note.`);
    expect(takeAttachment(message)).toEqual({
      upload: token,
      message: 'Position: Project Manager\nOnsite: No\n\nA note.',
    });
    expect(resumeOf(message)).toBe('A note.');
    // Only a token of the gateway's form, and only where the form puts it.
    const malformed = message.replace(token, 'not-a-token');
    expect(takeAttachment(malformed)).toEqual({ upload: null, message: malformed });
    const later = `Position: X\n\nResume file: ${token}`;
    expect(takeAttachment(later)).toEqual({ upload: null, message: later });
  });

  it('reads "Position: <title>", "Onsite: <answer>", a blank line, then the resume as pasted', () => {
    expect(applicationMessage('Project Manager', 'Yes', 'Ten years of PMO work.\nPMP.')).toBe(
      'Position: Project Manager\nOnsite: Yes\n\nTen years of PMO work.\nPMP.',
    );
  });

  it('names an open application the same way', () => {
    expect(applicationMessage('Open application', 'No', 'Java developer.').split('\n')).toEqual([
      'Position: Open application',
      'Onsite: No',
      '',
      'Java developer.',
    ]);
  });

  it('trims the title but never touches the resume', () => {
    expect(applicationMessage('  SAP Utilities ', 'No', '  indented\n')).toBe(
      'Position: SAP Utilities\nOnsite: No\n\n  indented\n',
    );
  });

  it('is read back into the position and the onsite answer', () => {
    expect(readApplicationHeader(applicationMessage('SAP Utilities', 'Yes', 'Resume'))).toEqual({
      position: 'SAP Utilities',
      onsite: 'Yes',
    });
    expect(readApplicationHeader('Position: Project Manager\n\nAn older application')).toEqual({
      position: 'Project Manager',
      onsite: null,
    });
    expect(readApplicationHeader('A resume pasted without the form')).toEqual({
      position: null,
      onsite: null,
    });
    expect(readApplicationHeader('Position: X\nOnsite: Maybe\n')).toEqual({
      position: 'X',
      onsite: null,
    });
  });
});

describe('apply form rules with a file control: a file or pasted text is enough', () => {
  const withFile = (values: object) => invalidFields(values, applyFormSchemaWithFile);
  const messageOf = async (values: object) => {
    try {
      await applyFormSchemaWithFile.validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { inner: { message: string }[] }).inner.map((item) => item.message);
    }
  };

  it('takes pasted text without a file, and a file (stored or on its way) without text', async () => {
    expect(await withFile(valid)).toEqual([]);
    expect(await withFile({ ...valid, message: '', resume_file: 'ready' })).toEqual([]);
    expect(await withFile({ ...valid, message: '', resume_file: 'uploading' })).toEqual([]);
  });

  it('asks for one or the other when neither is there', async () => {
    expect(await messageOf({ ...valid, message: '  ', resume_file: '' })).toEqual([
      resumeMissingMessage,
    ]);
  });

  it('refuses a file that did not upload, and says what to do', async () => {
    expect(await messageOf({ ...valid, resume_file: 'failed' })).toEqual([resumeFileFailedMessage]);
  });

  it('leaves the text box not required, so the early check never asks for text a file replaces', () => {
    const message = applyFormSchemaWithFile.describe().fields.message;
    expect(message && 'optional' in message && message.optional).toBe(true);
  });
});

describe('apply payload: the contact fields plus country, never onSite or a position key', () => {
  it('sends the contact fields plus country, with the position in the message', () => {
    const payload = toApplyPayload(valid);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'country',
        'first_name',
        'last_name',
        'message',
        'orgnization_email',
        'orgnization_name',
        'portal_name',
        'requested_demo_for_product_name',
      ].sort(),
    );
    expect(payload).not.toHaveProperty('onSite');
    expect(payload).not.toHaveProperty('position');
    expect(payload).toMatchObject({
      portal_name: site.gateway.portalName,
      requested_demo_for_product_name: site.gateway.portalLabel,
      country: 'Lincoln, NE',
      message: `Position: SAP Utilities\nOnsite: ${valid.onSite}\n\n${valid.message}`,
    });
  });

  it('refers to an uploaded file by its line, and the note may be empty', () => {
    const token = 'a'.repeat(43);
    const payload = toApplyPayload({ ...valid, message: '' }, token);
    expect(payload.message).toBe(`Position: SAP Utilities\nOnsite: Yes\nResume file: ${token}\n\n`);
    expect(takeAttachment(payload.message).upload).toBe(token);
  });

  it('is accepted by the gateway schema', async () => {
    const payload = toApplyPayload(valid);
    await expect(applyPayloadSchema.validate(payload, { strict: true })).resolves.toEqual(payload);
  });
});
