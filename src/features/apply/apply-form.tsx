import { defineGatewayForm, type FormFieldSpec } from '@/components/form/gateway-form';
import { positionParam } from '@/config/paths';
import { applyPage } from '@/content/forms';
import { positionList } from '@/content/positions';
import {
  applyFormSchema,
  applyInitialValues,
  onSiteOptions,
  type ApplyFormState,
} from '@/shared/forms/apply-schema';
import { submitApplication } from './api';

/** The five open positions, then an open application; the form starts with the latter. */
const positionOptions = [
  ...positionList.map((position) => position.title),
  applyPage.openApplication,
];

const fields: readonly FormFieldSpec<keyof ApplyFormState>[] = [
  {
    name: 'position',
    options: positionOptions.map((title) => ({ value: title, label: title })),
    wide: true,
    // "Apply Now" links name the position by its slug: /applynow?position=project-manager.
    fromAddress: {
      param: positionParam,
      values: Object.fromEntries(positionList.map(({ slug, title }) => [slug, title])),
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
 * The application form: every field required; the position is chosen from the Apply Now link
 * and travels as the message's first line; the onsite answer is asked but never sent.
 */
export const ApplyFormContent = defineGatewayForm({
  initialValues,
  schema: applyFormSchema,
  submit: submitApplication,
  draftKey: 'akscellence:draft:apply',
  fields,
  copy: applyPage,
});
