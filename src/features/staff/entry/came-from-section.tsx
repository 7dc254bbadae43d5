import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import type { CameFrom } from '@/shared/analytics/reports';
import type { SubmissionKind } from '@/shared/staff/api-types';
import { StaffSection } from '../ui/staff-section';
import { FactList } from '../ui/fact-list';
import { formatReceived } from '../ui/format';

const copy = staffCopy.entry.cameFrom;

/** What a visitor's link or browser chose, isolated from the text around it. */
const chosen = (value: string | null, missing: string) =>
  value === null ? missing : <bdi>{value}</bdi>;

/** The visit's facts as label and value, the missing ones said plainly rather than left out. */
function facts(came: CameFrom, kind: SubmissionKind) {
  const rows: [string, ReactNode][] = [
    [copy.kind, staffCopy.sourceKinds[came.kind]],
    [copy.source, chosen(came.source, copy.none)],
    [copy.campaign, chosen(came.campaign, copy.none)],
    [copy.medium, chosen(came.medium, copy.none)],
    [copy.referrer, chosen(came.referrer, copy.noReferrer)],
    [copy.landingPage, came.landingPage],
  ];
  if (kind === 'apply') rows.push([copy.jobPage, came.jobPage ?? copy.none]);
  rows.push([copy.firstSeen, formatReceived(came.firstSeenAt)]);
  return rows;
}

/**
 * Where the sender came from: the same day's visit of the same visitor, as the server joined it
 * (source, campaign, referrer, landing page and the pages seen before the form, in order), or
 * why it is unknown.
 */
export function CameFromSection({
  cameFrom,
  kind,
}: {
  cameFrom: CameFrom | null;
  kind: SubmissionKind;
}) {
  return (
    <StaffSection id="entry-came-from" heading={copy.heading}>
      {cameFrom === null ? (
        <Typography color="text.secondary">{copy.unknown}</Typography>
      ) : (
        <FactList
          facts={[
            ...facts(cameFrom, kind),
            [
              copy.pagesBefore,
              cameFrom.pagesBefore.length === 0 ? (
                copy.noPagesBefore
              ) : (
                <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                  {cameFrom.pagesBefore.map((page, index) => (
                    // The same page can be seen twice: its place in the order tells them apart.
                    <li key={`${String(index)} ${page}`}>{page}</li>
                  ))}
                </Box>
              ),
            ],
          ]}
        />
      )}
    </StaffSection>
  );
}
