import { useMemo } from 'react';
import { GatewayForm, type FormFieldSpec } from '@/components/form/gateway-form';
import { positionParam } from '@/config/paths';
import { applyPage } from '@/content/forms';
import {
  applyFormSchema,
  applyInitialValues,
  onSiteOptions,
  type ApplyFormState,
} from '@/shared/forms/apply-schema';
import type { JobListing } from '@/shared/jobs/public-jobs';
import { submitApplication } from './api';

/** The open positions, then an open application; the form starts with the latter. */
const fieldsFor = (
  positions: readonly Pick<JobListing, 'slug' | 'title'>[],
): readonly FormFieldSpec<keyof ApplyFormState>[] => [
  {
    name: 'position',
    options: [...positions.map((position) => position.title), applyPage.openApplication].map(
      (title) => ({ value: title, label: title }),
    ),
    wide: true,
    // "Apply Now" links name the position by its slug: /applynow?position=project-manager.
    fromAddress: {
      param: positionParam,
      values: Object.fromEntries(positions.map(({ slug, title }) => [slug, title])),
    },
  },
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'orgnization_email', type: 'email', autoComplete: 'email' },
  { name: 'orgnization_name', autoComplete: 'organization' },
  { name: 'country', autoComplete: 'address-level2' },
  { name: 'onSite', options: onSiteOptions.map((option) => ({ value: option, label: option })) },
  { name: 'message', rows: 8 },
];

const initialValues: ApplyFormState = {
  ...applyInitialValues,
  position: applyPage.openApplication,
};

/**
 * The application form: every field required; the position is one of the open jobs (the page's
 * loader read them), chosen from the Apply Now link, and travels as the message's first line; the
 * onsite answer is asked but never sent.
 */
export function ApplyFormContent({
  headingId,
  positions,
}: {
  headingId: string;
  positions: readonly Pick<JobListing, 'slug' | 'title'>[];
}) {
  const fields = useMemo(() => fieldsFor(positions), [positions]);
  return (
    <GatewayForm
      headingId={headingId}
      initialValues={initialValues}
      schema={applyFormSchema}
      submit={submitApplication}
      draftKey="akscellence:draft:apply"
      fields={fields}
      copy={applyPage}
    />
  );
}
