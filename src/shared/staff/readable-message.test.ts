import { applicationMessage } from '@/shared/forms/apply-schema';
import { readableMessage } from './readable-message';

describe('a message as people read it', () => {
  it('leaves out the position and onsite lines the application form writes first', () => {
    const message = applicationMessage(
      'SAP Utilities',
      'Yes',
      'Ten years of SAP IS-U.\n\nLincoln, NE',
    );
    expect(readableMessage({ kind: 'apply', message })).toBe(
      'Ten years of SAP IS-U.\n\nLincoln, NE',
    );
  });

  it('keeps every line of a message sent otherwise, and of a contact request', () => {
    for (const message of [
      'Position: is what I am after\nOnsite: sometimes',
      'Hello.\nPosition: Project Manager',
      '',
    ]) {
      expect(readableMessage({ kind: 'contact', message })).toBe(message);
    }
    expect(readableMessage({ kind: 'apply', message: 'Just a resume.\n\nMore.' })).toBe(
      'Just a resume.\n\nMore.',
    );
    // Only the form's own header goes: a resume whose first lines look like it stays whole after it.
    expect(
      readableMessage({ kind: 'apply', message: 'Position: Analyst\n\nPosition: Analyst at Acme' }),
    ).toBe('Position: Analyst at Acme');
  });
});
