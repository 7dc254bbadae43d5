import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff';
import type { SubmissionDetail, SubmissionStatus } from '@/shared/staff/api-types';
import { isPlainMailbox } from '@/shared/staff/mailbox';
import { displayName } from './format';
import { useDeleteSubmission, useSetStatus } from './queries';

const copy = staffCopy.entry;

/** Handled or new, spam or not, reply, and delete after a confirmation. */
export function SubmissionActions({ entry }: { entry: SubmissionDetail }) {
  const navigate = useNavigate();
  const setStatus = useSetStatus(entry.id);
  const remove = useDeleteSubmission(entry.id);
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [changed, setChanged] = useState<SubmissionStatus | undefined>();

  const change = (status: SubmissionStatus) => {
    setStatus.mutate(status, {
      onSuccess: () => {
        setChanged(status);
      },
    });
  };
  const what = `The ${staffCopy.kinds[entry.kind].toLowerCase()} from ${displayName(entry)}`;

  return (
    <>
      <Box
        role="group"
        aria-label={copy.actionsLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {entry.status === 'handled' ? (
          <Button
            variant="outlined"
            loading={setStatus.isPending}
            onClick={() => {
              change('new');
            }}
          >
            {copy.markNew}
          </Button>
        ) : (
          <Button
            variant="contained"
            loading={setStatus.isPending}
            onClick={() => {
              change('handled');
            }}
          >
            {copy.markHandled}
          </Button>
        )}
        <Button
          variant="outlined"
          loading={setStatus.isPending}
          onClick={() => {
            change(entry.status === 'spam' ? 'new' : 'spam');
          }}
        >
          {entry.status === 'spam' ? copy.notSpam : copy.moveToSpam}
        </Button>
        {isPlainMailbox(entry.orgnization_email) && (
          <Button variant="outlined" href={`mailto:${entry.orgnization_email}`}>
            {copy.reply}
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {copy.delete}
        </Button>
      </Box>
      {entry.orgnization_email !== '' && !isPlainMailbox(entry.orgnization_email) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {copy.noReplyLink}
        </Typography>
      )}
      <Box aria-live="polite" sx={{ mt: changed || setStatus.isError ? 2 : 0 }}>
        {changed && !setStatus.isError && (
          <Alert severity="success" role="status">
            {copy.statusChanged(staffCopy.statuses[changed])}
          </Alert>
        )}
        {(setStatus.isError || remove.isError) && (
          <Alert severity="error" role="alert">
            {copy.actionFailed}
          </Alert>
        )}
      </Box>
      <Dialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        aria-labelledby="delete-title"
        aria-describedby="delete-text"
        // Cancel takes the focus once the dialog is open: Enter there never deletes by accident.
        slotProps={{ transition: { onEntered: () => cancelRef.current?.focus() } }}
      >
        <DialogTitle id="delete-title">{copy.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-text">{copy.confirmText(what)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            ref={cancelRef}
            onClick={() => {
              setConfirming(false);
            }}
          >
            {copy.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => {
              remove.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  void navigate(paths.staffInbox.href(), {
                    replace: true,
                    state: { deleted: true },
                  });
                },
              });
            }}
          >
            {copy.confirmDelete}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
