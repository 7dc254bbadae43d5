import { useMemo } from 'react';
import { GatewayForm, type FormFieldSpec } from '@/components/form/gateway-form';
import { positionParam } from '@/config/paths';
import { applyPage } from '@/content/forms';
import { resumeFilesOffered } from '@/lib/resume-upload';
import {
  applyFormSchema,
  applyFormSchemaWithFile,
  applyInitialValues,
  hasResumeFile,
  onSiteOptions,
  type ApplyFormState,
} from '@/shared/forms/apply-schema';
import type { JobListing } from '@/shared/jobs/public-jobs';
import { submitApplication } from './api';
import { ResumeFileField } from './resume-file-field';
import { useResumeUpload, type ResumeUploadControl } from './use-resume-upload';

/**
 * The open positions, then an open application; the form starts with the latter. With a file
 * control, the résumé file comes before the text box, which then holds an optional note.
 */
const fieldsFor = (
  positions: readonly Pick<JobListing, 'slug' | 'title'>[],
  file: ResumeUploadControl | undefined,
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
  ...(file === undefined
    ? []
    : [
        {
          name: 'resume_file' as const,
          control: (field: Parameters<NonNullable<FormFieldSpec<string>['control']>>[0]) => (
            <ResumeFileField field={field} control={file} />
          ),
        },
      ]),
  { name: 'message', rows: 8 },
];

const initialValues: ApplyFormState = {
  ...applyInitialValues,
  position: applyPage.openApplication,
};

/** The words of the form where it takes a file: the text box is then an optional note. */
const copyWithFile = {
  ...applyPage,
  fields: { ...applyPage.fields, message: applyPage.messageWithFile },
};

/**
 * The application form: every field required, the resume as a file or pasted text (only pasted
 * where the site sends to a gateway elsewhere); the position is one of the open jobs (the page's
 * loader read them), chosen from the Apply Now link, and travels as the message's first line; the
 * onsite answer is asked but never sent. An application sent while its file is still uploading
 * waits for it.
 */
export function ApplyFormContent({
  headingId,
  positions,
  offerFile = resumeFilesOffered,
}: {
  headingId: string;
  positions: readonly Pick<JobListing, 'slug' | 'title'>[];
  /** Whether a résumé file may be attached (the site's own gateway); tests choose. */
  offerFile?: boolean;
}) {
  const file = useResumeUpload();
  const offered = offerFile ? file : undefined;
  const fields = useMemo(() => fieldsFor(positions, offered), [positions, offered]);
  const { settled, clear } = file;
  const submit = useMemo(
    () =>
      offerFile
        ? async (values: ApplyFormState) => {
            const upload = hasResumeFile(values.resume_file) ? await settled() : undefined;
            const answer = await submitApplication(values, upload);
            clear();
            return answer;
          }
        : (values: ApplyFormState) => submitApplication(values),
    [offerFile, settled, clear],
  );
  return (
    <GatewayForm
      headingId={headingId}
      initialValues={initialValues}
      schema={offerFile ? applyFormSchemaWithFile : applyFormSchema}
      submit={submit}
      draftKey="akscellence:draft:apply"
      fields={fields}
      copy={offerFile ? copyWithFile : applyPage}
    />
  );
}
