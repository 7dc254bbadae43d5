import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { jobLimits } from '@/shared/jobs/job-input';
import {
  employmentTypeValues,
  payUnits,
  workplaces,
  type ClientMode,
  type EmploymentKind,
} from '@/shared/jobs/job-posting';
import { JobBenefitsField, JobPracticeField } from './job-facts-fields';
import type { JobFormValues } from './job-form-values';
import { JobPlaceFields } from './job-place-fields';
import type { ProblemKey } from './job-problems';
import { ScreeningQuestionFields } from './screening-question-fields';

const fields = copy.fields;
const employmentKinds = Object.keys(employmentTypeValues) as EmploymentKind[];
const clientKinds: ClientMode['kind'][] = ['own', 'client', 'confidential'];

/** Two fields side by side where there is room, one under the other on a phone. */
const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" sx={{ typography: 'h6', mb: 1, p: 0 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

interface JobFieldsProps {
  values: JobFormValues;
  onChange: (change: Partial<JobFormValues>) => void;
  /** The reference number can no longer change (the job has been published). */
  referenceFixed: boolean;
  /** Each wrong field's sentence, shown as its helper text with the field marked invalid. */
  problems?: Partial<Record<ProblemKey, string>>;
}

/** Every field of a job, in the order of its page, grouped under legends. */
export function JobFields({ values, onChange, referenceFixed, problems = {} }: JobFieldsProps) {
  const help = (key: ProblemKey, usual?: string) => problems[key] ?? usual;
  const text = (key: keyof JobFormValues) => ({
    id: `job-${key}`,
    error: problems[key] !== undefined,
    helperText: problems[key],
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => {
      onChange({ [key]: event.target.value });
    },
  });
  return (
    <>
      <Part heading={copy.sections.basics}>
        <TextField
          {...text('title')}
          label={fields.title}
          required
          slotProps={{ htmlInput: { maxLength: jobLimits.title } }}
        />
        <Box sx={pair}>
          <TextField
            {...text('slug')}
            label={fields.slug}
            required
            helperText={help('slug', fields.slugHelp(values.slug))}
            slotProps={{ htmlInput: { maxLength: jobLimits.slug, spellCheck: false } }}
          />
          <TextField
            {...text('referenceNumber')}
            label={fields.referenceNumber}
            required
            helperText={help('referenceNumber', fields.referenceHelp)}
            // Read-only, not disabled: it stays readable (contrast) and reachable by keyboard.
            slotProps={{
              htmlInput: {
                maxLength: jobLimits.referenceNumber,
                spellCheck: false,
                readOnly: referenceFixed,
              },
            }}
          />
        </Box>
        <Box sx={pair}>
          <TextField {...text('employmentType')} select label={fields.employmentType}>
            {employmentKinds.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {copy.employmentTypes[kind]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...text('experience')}
            label={fields.experience}
            helperText={help('experience', fields.experienceHelp)}
            slotProps={{ htmlInput: { maxLength: jobLimits.experience } }}
          />
        </Box>
        <JobPracticeField values={values} onChange={onChange} problem={problems.practice} />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <FormLabel component="legend">{fields.client}</FormLabel>
          <RadioGroup
            value={values.clientKind}
            onChange={(event) => {
              const kind = clientKinds.find((option) => option === event.target.value);
              if (kind) onChange({ clientKind: kind });
            }}
          >
            {clientKinds.map((kind) => (
              <FormControlLabel
                key={kind}
                value={kind}
                control={<Radio />}
                label={copy.clientModes[kind]}
              />
            ))}
          </RadioGroup>
          {values.clientKind === 'client' && (
            <TextField
              {...text('clientName')}
              label={fields.clientName}
              required
              fullWidth
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { maxLength: jobLimits.clientName } }}
            />
          )}
        </Box>
        <TextField
          {...text('validThrough')}
          type="date"
          label={fields.validThrough}
          helperText={help('validThrough', fields.validHelp)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: '50%' } }}
        />
      </Part>

      <Part heading={copy.sections.place}>
        <TextField {...text('workplace')} select label={fields.workplace}>
          {workplaces.map((workplace) => (
            <MenuItem key={workplace} value={workplace}>
              {copy.workplaces[workplace]}
            </MenuItem>
          ))}
        </TextField>
        {values.workplace === 'remote' && (
          <TextField
            {...text('remoteRegions')}
            label={fields.remoteRegions}
            helperText={help('remoteRegions', fields.remoteHelp)}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        )}
        {problems.locations !== undefined && (
          // The locations' one line: a summary link's target, so it can take the focus.
          <Typography id="job-locations" tabIndex={-1} variant="body2" color="error">
            {problems.locations}
          </Typography>
        )}
        <JobPlaceFields locations={values.locations} onChange={onChange} />
      </Part>

      <Part heading={copy.sections.pay}>
        <FormControlLabel
          control={
            <Checkbox
              id="job-showPay"
              checked={values.showPay}
              onChange={(event) => {
                onChange({ showPay: event.target.checked });
              }}
            />
          }
          label={fields.showPay}
        />
        {values.showPay && (
          <Box sx={{ ...pair, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr 1fr' } }}>
            <TextField
              {...text('payMin')}
              label={fields.payMin}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              {...text('payMax')}
              label={fields.payMax}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              {...text('currency')}
              label={fields.currency}
              slotProps={{ htmlInput: { maxLength: 3, spellCheck: false } }}
            />
            <TextField {...text('unit')} select label={fields.unit}>
              {payUnits.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {copy.payUnits[unit]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        )}
      </Part>

      <Part heading={copy.sections.words}>
        <TextField
          {...text('summary')}
          label={fields.summary}
          helperText={help('summary', fields.summaryHelp)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: jobLimits.summary } }}
        />
        <TextField
          {...text('responsibilities')}
          label={fields.responsibilities}
          helperText={help('responsibilities', fields.listHelp)}
          multiline
          minRows={4}
        />
        <TextField
          {...text('qualifications')}
          label={fields.qualifications}
          helperText={help('qualifications', fields.listHelp)}
          multiline
          minRows={4}
        />
        <JobBenefitsField values={values} onChange={onChange} problem={problems.benefits} />
      </Part>

      <Part heading={copy.sections.search}>
        <Typography variant="body2" color="text.secondary">
          {fields.seoHelp}
        </Typography>
        <TextField
          {...text('seoTitle')}
          label={fields.seoTitle}
          slotProps={{ htmlInput: { maxLength: jobLimits.seoTitle } }}
        />
        <TextField
          {...text('seoDescription')}
          label={fields.seoDescription}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: jobLimits.seoDescription } }}
        />
      </Part>

      <ScreeningQuestionFields
        questions={values.screeningQuestions}
        onChange={onChange}
        problem={problems.screeningQuestions}
      />
    </>
  );
}
