import { useMemo } from 'react';
import { string } from 'yup';
import { GatewayForm, type FormFieldSpec } from '@/components/form/gateway-form';
import { positionParam } from '@/config/paths';
import { applyScreening } from '@/content/apply-screening';
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
import type { JobList, JobListing } from '@/shared/jobs/public-jobs';
import { submitApplication } from './api';
import { ResumeFileField } from './resume-file-field';
import { ScreeningField } from './screening-field';
import {
  answersProblem,
  positionChoices,
  screeningPayload,
  type PositionChoice,
} from './screening-answers';
import { useResumeUpload, type ResumeUploadControl } from './use-resume-upload';

/**
 * The open positions, then an open application; the form starts with the latter. With a file
 * control, the résumé file comes before the text box, which then holds an optional note.
 */
const fieldsFor = (
  positions: readonly PositionChoice[],
  file: ResumeUploadControl | undefined,
  asks: boolean,
): readonly FormFieldSpec<keyof ApplyFormState>[] => [
  {
    name: 'position',
    options: [...positions.map((position) => position.value), applyPage.openApplication].map(
      (title) => ({ value: title, label: title }),
    ),
    wide: true,
    // "Apply Now" links name the position by its slug: /applynow?position=project-manager.
    fromAddress: {
      param: positionParam,
      values: Object.fromEntries(positions.map(({ slug, value }) => [slug, value])),
    },
  },
  // The chosen position's screening questions, right below it (only where some job asks any).
  ...(asks
    ? [
        {
          name: 'screening' as const,
          control: (field: Parameters<NonNullable<FormFieldSpec<string>['control']>>[0]) => (
            <ScreeningField field={field} choices={positions} />
          ),
        },
      ]
    : []),
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
const screeningWords = { screening: { label: applyScreening.label } };

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
  screening,
  offerFile = resumeFilesOffered,
}: {
  headingId: string;
  positions: readonly Pick<JobListing, 'slug' | 'title'>[];
  /** The open jobs' screening questions by slug (JobList['screening']). */
  screening?: JobList['screening'];
  /**
   * Whether a résumé file may be attached and screening questions asked: only the site's own
   * gateway takes more than the specification's JSON. Tests choose.
   */
  offerFile?: boolean;
}) {
  const file = useResumeUpload();
  const offered = offerFile ? file : undefined;
  const choices = useMemo(
    () => positionChoices(positions, offerFile ? screening : undefined),
    [positions, screening, offerFile],
  );
  const asks = choices.some((choice) => choice.questions.length > 0);
  const fields = useMemo(() => fieldsFor(choices, offered, asks), [choices, offered, asks]);
  const schema = useMemo(() => {
    const base = offerFile ? applyFormSchemaWithFile : applyFormSchema;
    if (!asks) return base;
    return base.shape({
      screening: string()
        .default('')
        .test('answers', (value, context) => {
          const parent: unknown = context.parent;
          const position =
            typeof parent === 'object' && parent !== null && 'position' in parent
              ? parent.position
              : undefined;
          const choice = choices.find((option) => option.value === position);
          const problem = choice && answersProblem(choice.questions, value);
          return problem === undefined ? true : context.createError({ message: problem });
        }),
    });
  }, [offerFile, asks, choices]);
  const { settled, clear } = file;
  const submit = useMemo(() => {
    // With the site's own gateway, the job goes by its address (and with the answers to its
    // questions) beside the position line, which carries its title as it always did.
    const send = (values: ApplyFormState, upload?: string) => {
      const choice = choices.find((option) => option.value === values.position);
      if (!offerFile || choice === undefined) return submitApplication(values, upload);
      return submitApplication(
        { ...values, position: choice.title },
        upload,
        screeningPayload(choice, values.screening),
      );
    };
    return offerFile
      ? async (values: ApplyFormState) => {
          const upload = hasResumeFile(values.resume_file) ? await settled() : undefined;
          const answer = await send(values, upload);
          clear();
          return answer;
        }
      : (values: ApplyFormState) => send(values);
  }, [offerFile, settled, clear, choices]);
  const copy = offerFile ? copyWithFile : applyPage;
  return (
    <GatewayForm
      headingId={headingId}
      initialValues={initialValues}
      schema={schema}
      submit={submit}
      draftKey="akscellence:draft:apply"
      fields={fields}
      copy={{ ...copy, fields: { ...copy.fields, ...screeningWords } }}
    />
  );
}
