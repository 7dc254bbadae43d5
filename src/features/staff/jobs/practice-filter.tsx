import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router-dom';
import { practiceAreaNames } from '@/content/practice-areas';
import { staffJobFactsCopy } from '@/content/staff/job-facts';
import { practiceAreas, type PracticeArea } from '@/shared/jobs/practice-areas';
import type { StaffJobSummary } from '@/shared/jobs/staff-jobs';
import { keepsValue } from '../ui/field-value';

const copy = staffJobFactsCopy.filter;

/** What the list shows: every job, the jobs of one practice, or those given none. */
export type PracticeChoice = PracticeArea | 'none' | '';

/**
 * The Jobs list's practice, kept in the address (`?practice=it-consultancy`, or `none`) so a
 * filtered list can be bookmarked and Back returns to it; anything else there shows every job.
 */
export function usePracticeChoice(): [PracticeChoice, (choice: PracticeChoice) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('practice');
  const choice = asked === 'none' ? 'none' : (practiceAreas.find((area) => area === asked) ?? '');
  const choose = (next: PracticeChoice) => {
    setParams(next === '' ? {} : { practice: next }, { replace: true });
  };
  return [choice, choose];
}

export function inPractice(job: StaffJobSummary, choice: PracticeChoice): boolean {
  if (choice === '') return true;
  return choice === 'none' ? job.practice === null : job.practice === choice;
}

/** The practices the jobs have (and "none" when some have none), in the company's order. */
export function PracticeFilter({
  jobs,
  choice,
  onChoose,
}: {
  jobs: readonly StaffJobSummary[];
  choice: PracticeChoice;
  onChoose: (choice: PracticeChoice) => void;
}) {
  const present = new Set(jobs.map((job) => job.practice));
  const options = practiceAreas.filter((area) => present.has(area) || area === choice);
  return (
    <TextField
      id="jobs-practice"
      select
      size="small"
      label={copy.label}
      value={choice}
      onChange={keepsValue((value) => {
        onChoose(value === 'none' ? 'none' : (practiceAreas.find((area) => area === value) ?? ''));
      })}
      // "All practices" shows while none is chosen, and the field keeps its own width.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: 1, sm: '18rem' } }}
    >
      <MenuItem value="">{copy.all}</MenuItem>
      {options.map((area) => (
        <MenuItem key={area} value={area}>
          {practiceAreaNames[area]}
        </MenuItem>
      ))}
      {(present.has(null) || choice === 'none') && <MenuItem value="none">{copy.none}</MenuItem>}
    </TextField>
  );
}
