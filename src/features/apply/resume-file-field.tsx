import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type DragEvent,
} from 'react';
import type { FieldControl } from '@/components/form/gateway-form';
import { applyPage } from '@/content/forms';
import { focusRing } from '@/theme/focus-ring';
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

const noSubscription = () => () => undefined;

/**
 * Whether the form runs (after hydration), and whether a mouse can drop a file there. The
 * prerendered page (the first round trip of a new connection, where every byte counts) leaves
 * out what only the running form can do: the drop hint, and the live region, which is empty
 * until then anyway.
 */
function useRunning(): { running: boolean; canDrop: boolean } {
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const canDrop = useSyncExternalStore(
    noSubscription,
    () => window.matchMedia('(pointer: fine)').matches,
    () => false,
  );
  return { running, canDrop };
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
  const { running, canDrop } = useRunning();
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
      <Typography id={labelId} component="span" variant="h6">
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
          // The input has the focus; its label (the chooser) shows the site's focus ring.
          '& input:focus-visible + label': focusRing,
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
          // A bar of our own: MUI's LinearProgress would be a chunk shared with the staff pages.
          <Box
            role="progressbar"
            aria-label={words.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={words.uploading(percent)}
            sx={{
              height: '0.375rem',
              borderRadius: 1,
              bgcolor: 'action.selected',
              overflow: 'hidden',
            }}
          >
            <Box
              sx={{
                height: 1,
                bgcolor: 'primary.main',
                transformOrigin: 'left',
                transition: 'transform 0.2s linear',
              }}
              style={{ transform: `scaleX(${percent / 100})` }}
            />
          </Box>
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
          <Box
            component="label"
            htmlFor={field.id}
            // A label, not a button: it opens the input's chooser by itself, before the form's
            // code has arrived too, and the page's inline script leaves it alone. The input
            // takes the focus and shows it on this label. Not MUI's Button, whose styles would
            // weigh on the prerendered page.
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              px: 2,
              py: 1.25,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 1,
              color: 'primary.main',
              typography: 'button',
              cursor: 'pointer',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <span id={actionId}>{file ? words.replace : words.choose}</span>
          </Box>
          {upload.phase === 'uploading' && <Button onClick={forget(cancel)}>{words.cancel}</Button>}
          {upload.phase === 'failed' && upload.retryable && (
            <Button
              variant="contained"
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
          {!file && canDrop && (
            <Typography variant="body2" color="text.secondary">
              {dragging ? words.dropNow : words.drop}
            </Typography>
          )}
        </Box>
      </Box>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {field.words.help}
      </Typography>
      {running && (
        <div aria-live="polite" style={visuallyHidden}>
          {announcement(upload, field.sending)}
        </div>
      )}
    </Box>
  );
}
