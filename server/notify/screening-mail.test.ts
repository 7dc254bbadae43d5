// @vitest-environment node
/**
 * The staff e-mail of an application with screening answers: each question and its answer on
 * lines of their own, as plain text, and nothing for an application without answers.
 */
import { describe, expect, it } from 'vitest';
import type { StoredEntry } from '../db/inbox';
import { mailContent } from './message';

const entry: StoredEntry = {
  id: 7,
  kind: 'apply',
  stage: 'new',
  spam: false,
  received_at: '2026-03-09T15:20:00Z',
  position: 'Project Manager',
  assignee_id: null,
  job_id: 1,
  first_name: 'Dana',
  last_name: 'Okafor',
  orgnization_email: 'dana@example.org',
  orgnization_name: 'Prairie Mutual',
  country: 'Lincoln, NE',
  onsite: 'Yes',
  screening_answers: 'Do you hold a PMP certification?\nYes\n\nWhich tools?\n<b>MS Project</b>',
  message: 'Position: Project Manager\nOnsite: Yes\n\nTen years.',
  portal_name: 'Akscel',
  requested_demo_for_product_name: 'Akscel portal',
  spam_score: 0,
  spam_reasons: [],
  source: null,
  campaign: null,
  landing_page: null,
  notes: [],
  came_from: null,
  resume: null,
};

const context = { publicOrigin: 'https://example.com', reference: 'AKS-1', timeZone: 'UTC' };

describe('the staff e-mail’s screening answers', () => {
  it('lists each question and its answer as text', () => {
    const { text } = mailContent(entry, context);
    expect(text).toContain(
      'Screening answers:\n  Do you hold a PMP certification?\n  -> Yes\n  Which tools?\n  -> <b>MS Project</b>\n',
    );
  });

  it('says nothing of them when there are none', () => {
    expect(mailContent({ ...entry, screening_answers: null }, context).text).not.toContain(
      'Screening',
    );
  });
});
