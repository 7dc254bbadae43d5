import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The button that does it, in the error colour: what is confirmed cannot be undone. */
  confirm: string;
  cancel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone (deleting an entry, removing an account). Cancel
 * takes the focus once the dialog is open, so Enter there never does it by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirm, cancel, busy, onConfirm, onCancel } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ transition: { onEntered: () => cancelRef.current?.focus() } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button ref={cancelRef} onClick={onCancel}>
          {cancel}
        </Button>
        <Button color="error" variant="contained" loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
