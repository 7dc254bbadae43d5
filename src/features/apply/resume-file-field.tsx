import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
} from 'react';
import type { FieldControl } from '@/components/form/gateway-form';
import { applyPage } from '@/content/forms';
import { formatFileSize, resumeAccept } from '@/shared/forms/resume-file';
import { fileState, type ResumeUpload, type ResumeUploadControl } from './use-resume-upload';

const words = applyPage.resumeFile;

/** How far an upload is, in whole percent. */
function percentOf(upload: ResumeUpload): number {
  if (upload.phase !== 'uploading' || upload.total === 0) return 0;
  return Math.min(100, Math.floor((upload.sent / upload.total) * 100));
}

/**
 * What the polite live region says: progress only at each quarter (a screen reader that read
 * every percent would say nothing else), the file once it is stored, the end of a cancelled or
 * removed one. Failures are alerts of their own.
 */
function announcement(upload: ResumeUpload, sending: boolean): string {
  switch (upload.phase) {
    case 'none':
      return upload.said ?? '';
    case 'uploading': {
      const progress = words.uploading(Math.floor(percentOf(upload) / 25) * 25);
      return sending ? `${progress}. ${words.waiting}` : progress;
    }
    case 'ready':
      return words.attached(upload.answer.name, formatFileSize(upload.answer.size));
    case 'failed':
      return '';
  }
}

/**
 * The application's résumé file, beside the text box: a real file input (the phone's picker, a
 * desktop's chooser, the keyboard), a place to drop a file, the file's name and size once
 * chosen, a progress bar while it uploads, and a way to cancel, retry, replace or remove it.
 *
 * The input is in the prerendered page. A file chosen before the form hydrated stays in it
 * (React adopts the element with its files) and is taken up and sent once the form runs.
 */
export function ResumeFileField({
  field,
  control,
}: {
  field: FieldControl;
  control: ResumeUploadControl;
}) {
  const { upload, start, cancel, remove, retry } = control;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const labelId = `${field.id}-label`;
  const helpId = `${field.id}-help`;
  const actionId = `${field.id}-action`;
  const problemId = `${field.id}-problem`;
  /** The file last taken, so a change React replays after hydration is not sent twice. */
  const taken = useRef<File | undefined>(undefined);

  const { value, setValue } = field;
  const take = (file: File | undefined) => {
    if (file === undefined || file === taken.current) return;
    taken.current = file;
    // The form's record at once, not after the next render: a submission the page held before
    // the form hydrated is performed right after the form's first commit, and must see the file.
    setValue(start(file));
  };

  const takeEarlyChoice = useEffectEvent(() => {
    take(input.current?.files?.[0]);
  });
  useLayoutEffect(() => {
    // A file chosen in the prerendered page, before the form's code arrived.
    takeEarlyChoice();
  }, []);

  // The form's record follows the file (and corrects a restored draft that named one).
  const state = fileState(upload);
  useEffect(() => {
    if (value !== state) setValue(state);
  }, [value, state, setValue]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const forget = (action: () => void) => () => {
    taken.current = undefined;
    action();
    input.current?.focus();
  };

  const file = upload.phase === 'none' ? undefined : upload.file;
  const percent = percentOf(upload);

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}
    >
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, color: 'text.primary' }}
      >
        {field.words.label}
      </Typography>
      <Box
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        sx={{
          display: 'grid',
          gap: 1.5,
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          '& input:focus-visible + label': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {file && (
          <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatFileSize(file.size)}
              {upload.phase === 'uploading' && ` · ${words.uploading(percent)}`}
              {upload.phase === 'ready' && ` · ${words.uploaded}`}
            </Typography>
          </Box>
        )}
        {upload.phase === 'uploading' && (
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={words.progressLabel}
            aria-valuetext={words.uploading(percent)}
          />
        )}
        {upload.phase === 'uploading' && field.sending && (
          <Typography variant="body2">{words.waiting}</Typography>
        )}
        {upload.phase === 'failed' && (
          <Alert id={problemId} severity="error" role="alert">
            {upload.problem}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <input
            ref={input}
            id={field.id}
            type="file"
            accept={resumeAccept}
            aria-labelledby={`${labelId} ${actionId}`}
            aria-describedby={upload.phase === 'failed' ? `${problemId} ${helpId}` : helpId}
            aria-invalid={field.error === undefined ? undefined : true}
            onChange={onChange}
            style={visuallyHidden}
          />
          <Button
            component="label"
            htmlFor={field.id}
            // A label, not a button: it opens the input's chooser by itself, before the form's
            // code has arrived too, and the page's inline script leaves it alone. The input
            // takes the focus (and shows it on this label).
            role={undefined}
            tabIndex={-1}
            variant={file ? 'text' : 'outlined'}
          >
            <span id={actionId}>{file ? words.replace : words.choose}</span>
          </Button>
          {upload.phase === 'uploading' && <Button onClick={forget(cancel)}>{words.cancel}</Button>}
          {upload.phase === 'failed' && upload.retryable && (
            <Button
              variant="outlined"
              onClick={() => {
                retry();
              }}
            >
              {words.retry}
            </Button>
          )}
          {(upload.phase === 'ready' || upload.phase === 'failed') && (
            <Button onClick={forget(remove)}>{words.remove}</Button>
          )}
          {!file && (
            <Typography
              variant="body2"
              color="text.secondary"
              // Touch screens have nothing to drop a file from.
              sx={{ '@media (pointer: coarse)': { display: 'none' } }}
            >
              {dragging ? words.dropNow : words.drop}
            </Typography>
          )}
        </Box>
      </Box>
      <FormHelperText id={helpId} sx={{ mx: 0, mt: 0 }}>
        {field.words.help}
      </FormHelperText>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement(upload, field.sending)}
      </Box>
    </Box>
  );
}
