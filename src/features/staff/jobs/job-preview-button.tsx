/**
 * "Preview its page": the job's public page as it will look, with the form's values saved or
 * not, rendered by the server (server/jobs/job-preview.ts) and shown in a new tab. The tab is
 * opened at the press (a tab opened later, after the answer, would be taken for a pop-up) and
 * given the page when it comes; a refusal closes it and is shown on the form.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { jobFormChecksCopy as copy } from '@/content/staff/job-form-checks';
import { showScheme, showsDarkScheme } from '@/lib/color-scheme';
import { jobPreviewPath } from '@/shared/jobs/job-preview';
import { useCsrfToken } from '../api/queries';
import { request } from '../api/staff-client';

interface JobPreviewButtonProps {
  id: number;
  /** The form's values as an edit's body. */
  body: () => object;
  onRefused: (error: unknown) => void;
}

export function JobPreviewButton({ id, body, onRefused }: JobPreviewButtonProps) {
  const csrf = useCsrfToken();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const answer = await request(jobPreviewPath(id), {
        method: 'POST',
        body: body(),
        csrfToken: await csrf(),
      });
      const html = await answer.text();
      if (tab) {
        // The blank tab is of this origin: it takes the page whole, its addresses resolved here.
        const page = new DOMParser().parseFromString(html, 'text/html').documentElement;
        tab.document.replaceChild(
          tab.document.importNode(page, true),
          tab.document.documentElement,
        );
        // A page put in by script runs none of its scripts, its colour-scheme one included:
        // the preview takes the scheme this page shows.
        showScheme(showsDarkScheme(), tab.document.documentElement);
      }
    } catch (error) {
      tab?.close();
      onRefused(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button
        variant="outlined"
        disabled={busy}
        aria-describedby="job-preview-help"
        sx={{ minHeight: 44 }}
        onClick={() => {
          void open();
        }}
      >
        {copy.preview}
      </Button>
      <Typography id="job-preview-help" variant="body2" color="text.secondary">
        {copy.previewHelp}
      </Typography>
    </Box>
  );
}
