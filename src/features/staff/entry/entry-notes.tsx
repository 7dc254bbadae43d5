import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { failureText } from '../api/staff-client';
import type { SubmissionDetail } from '@/shared/staff/api-types';
import { DividedItem, DividedList } from '../ui/divided-list';
import { StaffSection } from '../ui/staff-section';
import { formatReceived } from '../ui/format';
import { useAddNote } from '../api/queries';
import { keepsValue } from '../ui/field-value';

const copy = staffCopy.notes;

/** The entry's internal notes, oldest first, and a field to add one. */
export function EntryNotes({ entry }: { entry: SubmissionDetail }) {
  const add = useAddNote(entry.id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    if (text.trim() === '') {
      setProblem(copy.empty);
      return;
    }
    setProblem(undefined);
    add.mutate(text, {
      onSuccess: () => {
        setText('');
      },
      onError: (error) => {
        setProblem(failureText(error, staffCopy.entry.actionFailed));
      },
    });
  };

  return (
    <StaffSection id="entry-notes" heading={copy.heading} headingSpace={0.5}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {copy.lead}
      </Typography>
      {entry.notes.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {copy.none}
        </Typography>
      ) : (
        <DividedList ordered sx={{ mb: 2 }}>
          {entry.notes.map((note) => (
            <DividedItem key={note.id}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {copy.by(note.author, formatReceived(note.createdAt))}
              </Typography>
            </DividedItem>
          ))}
        </DividedList>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          id="entry-note"
          label={copy.field}
          multiline
          minRows={3}
          value={text}
          error={problem !== undefined}
          helperText={problem}
          onChange={keepsValue(setText)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Box>
          <Button type="submit" variant="outlined" loading={add.isPending}>
            {copy.add}
          </Button>
        </Box>
      </Box>
      <Box aria-live="polite">
        {add.isSuccess && !problem && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {copy.added}
          </Alert>
        )}
      </Box>
    </StaffSection>
  );
}
