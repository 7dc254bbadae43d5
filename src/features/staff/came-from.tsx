import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { staffCopy } from '@/content/staff';
import { Surface } from '@/components/common/surface';
import type { CameFrom as CameFromFacts } from '@/shared/insights/reports';
import type { SubmissionKind } from '@/shared/staff/api-types';
import { FactList } from './fact-list';
import { formatReceived } from './format';

const copy = staffCopy.entry.cameFrom;

/** The visit's facts as label and value, the missing ones said plainly rather than left out. */
function facts(came: CameFromFacts, kind: SubmissionKind) {
  const rows: [string, string][] = [
    [copy.kind, staffCopy.sourceKinds[came.kind]],
    [copy.source, came.source],
    [copy.campaign, came.campaign ?? copy.none],
    [copy.medium, came.medium ?? copy.none],
    [copy.referrer, came.referrer ?? copy.noReferrer],
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
export function CameFrom({
  cameFrom,
  kind,
}: {
  cameFrom: CameFromFacts | null;
  kind: SubmissionKind;
}) {
  return (
    <Surface component="section" aria-labelledby="entry-came-from" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="entry-came-from" variant="h2" sx={{ typography: 'h4', mb: 1.5 }}>
        {copy.heading}
      </Typography>
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
    </Surface>
  );
}
