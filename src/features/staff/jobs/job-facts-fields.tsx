import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { practiceAreaNames } from '@/content/practice-areas';
import { staffJobFactsCopy as copy } from '@/content/staff/job-facts';
import { practiceAreas } from '@/shared/jobs/practice-areas';
import type { JobFormValues } from './job-form-values';

interface FieldProps {
  values: JobFormValues;
  onChange: (change: Partial<JobFormValues>) => void;
  /** What is wrong with the field, shown in place of its help. */
  problem?: string | undefined;
}

/** The practice the job is in, chosen from the company's list, or none yet. */
export function JobPracticeField({ values, onChange, problem }: FieldProps) {
  return (
    <TextField
      id="job-practice"
      select
      label={copy.practice}
      error={problem !== undefined}
      helperText={problem ?? copy.practiceHelp}
      value={values.practice}
      onChange={(event) => {
        const practice = practiceAreas.find((area) => area === event.target.value) ?? '';
        onChange({ practice });
      }}
    >
      <MenuItem value="">{copy.noPractice}</MenuItem>
      {practiceAreas.map((area) => (
        <MenuItem key={area} value={area}>
          {practiceAreaNames[area]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The job's own benefits, one a line, like its responsibilities and qualifications. */
export function JobBenefitsField({ values, onChange, problem }: FieldProps) {
  return (
    <TextField
      id="job-benefits"
      label={copy.benefits}
      error={problem !== undefined}
      helperText={problem ?? copy.benefitsHelp}
      multiline
      minRows={3}
      value={values.benefits}
      onChange={(event) => {
        onChange({ benefits: event.target.value });
      }}
    />
  );
}
