import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { staffCopy } from '@/content/staff/staff-copy';
import { formatFileSize, resumeTypeLabel } from '@/shared/forms/resume-file';
import type { ResumeFile } from '@/shared/staff/api-types';
import { staffClient } from '../api/staff-client';
import { DownloadButton } from '../ui/download-button';
import { FactList } from '../ui/fact-list';
import { StaffSection } from '../ui/staff-section';

const copy = staffCopy.entry.resumeFile;

/**
 * An application's résumé file: its name (as the applicant's device had it, isolated), size and
 * type, what the gateway found in it, and the original as a download.
 */
export function ResumeFileSection({ id, file }: { id: number; file: ResumeFile }) {
  return (
    <StaffSection id="entry-resume-file" heading={copy.heading}>
      <FactList
        facts={[
          [copy.name, <bdi key="name">{file.name}</bdi>],
          [copy.size, formatFileSize(file.size)],
          [copy.type, resumeTypeLabel(file.mediaType) ?? copy.otherType],
        ]}
      />
      {file.flags.length > 0 && (
        <Alert severity="warning" component="section" sx={{ mt: 2 }}>
          <Typography component="h3" sx={{ typography: 'subtitle2' }}>
            {copy.flagsHeading}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {file.flags.map((flag) => (
              <li key={flag}>{copy.flags[flag]}</li>
            ))}
          </Box>
        </Alert>
      )}
      <DownloadButton href={staffClient.resumeHref(id)} icon={<DownloadIcon />} sx={{ mt: 2 }}>
        {copy.download}
      </DownloadButton>
      <Typography color="text.secondary" sx={{ mt: 1, typography: 'body2' }}>
        {copy.downloadHint}
      </Typography>
      <Typography component="h3" sx={{ typography: 'subtitle1', mt: 3, mb: 1 }}>
        {copy.textHeading}
      </Typography>
      {file.extraction === 'done' && file.text !== null ? (
        // Text, as read from the file: shown as typed, never read as markup.
        <Typography
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}
        >
          {file.text}
        </Typography>
      ) : (
        <Typography color="text.secondary">
          {copy.extraction[file.extraction === 'done' ? 'no-text' : file.extraction]}
        </Typography>
      )}
    </StaffSection>
  );
}
