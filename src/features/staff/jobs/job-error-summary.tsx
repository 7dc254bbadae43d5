/**
 * The job form's error summary, after the GOV.UK pattern: at the top of the page, titled, listing
 * every problem in its plain sentence, those about a field as links that move the focus to that
 * field (which shows the same sentence as its helper text). It takes the focus when it appears
 * or its problems change, so a keyboard or screen reader user starts from the list.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useRef, type ReactNode } from 'react';
import { jobFormChecksCopy as copy } from '@/content/staff/job-form-checks';
import { targetsOf, type JobFieldProblem } from './job-problems';

interface JobErrorSummaryProps {
  problems: readonly JobFieldProblem[];
  /** What the recruiter can do about it besides fixing fields (load the current version). */
  children?: ReactNode;
}

function focusField(targets: readonly string[]) {
  for (const id of targets) {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      element.scrollIntoView({ block: 'center' });
      return;
    }
  }
}

export function JobErrorSummary({ problems, children }: JobErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    summary.current?.focus();
  }, [problems]);
  return (
    <Alert
      ref={summary}
      tabIndex={-1}
      severity="error"
      role="alert"
      aria-labelledby="job-error-summary-title"
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
    >
      <AlertTitle id="job-error-summary-title" component="h2">
        {copy.summaryTitle}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map(({ field, text }) => (
          <li key={`${field ?? ''} ${text}`}>
            {field === undefined ? (
              text
            ) : (
              <Link
                href={`#${targetsOf(field)[0] ?? ''}`}
                color="inherit"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(targetsOf(field));
                }}
              >
                {text}
              </Link>
            )}
          </li>
        ))}
      </Box>
      {children}
    </Alert>
  );
}
