import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import type { SubmissionChange, SubmissionDetail } from '@/shared/staff/api-types';
import { isStageOf, stagesOf } from '@/shared/staff/pipeline';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { displayName } from '../ui/format';
import {
  useChangeSubmission,
  useDeleteSubmission,
  useReplyStarted,
  useStaffMembers,
} from '../api/queries';
import { replyHref } from './reply-link';
import { fieldColumns } from '../ui/field-columns';
import { keepsValue } from '../ui/field-value';

const copy = staffCopy.entry;

/** What a change says when it has been made. */
function doneText(change: SubmissionChange, staff: ReadonlyMap<number, string>): string {
  if (change.stage) return copy.stageChanged(staffCopy.stages[change.stage]);
  if (change.spam !== undefined) return change.spam ? copy.markedSpam : copy.markedNotSpam;
  const who =
    change.assigneeId === null || change.assigneeId === undefined
      ? undefined
      : staff.get(change.assigneeId);
  return copy.assigned(who ?? copy.unassigned);
}

/**
 * Working an entry: its stage (those of its kind), who has it, replying by e-mail (recorded in
 * its history), moving it to or from spam, and deleting it after a confirmation.
 */
export function SubmissionActions({ entry }: { entry: SubmissionDetail }) {
  const navigate = useNavigate();
  const change = useChangeSubmission(entry.id);
  const remove = useDeleteSubmission(entry.id);
  const reply = useReplyStarted(entry.id);
  const staff = useStaffMembers();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const emails = new Map((staff.data ?? []).map((member) => [member.id, member.email]));
  const href = replyHref(entry);

  const apply = (next: SubmissionChange) => {
    change.mutate(next, {
      onSuccess: () => {
        setDone(doneText(next, emails));
      },
    });
  };
  const what = `The ${staffCopy.kinds[entry.kind].toLowerCase()} from ${displayName(entry)}`;

  return (
    <Box component="section" aria-label={copy.workLabel}>
      <Box sx={{ ...fieldColumns('1fr 1fr'), maxWidth: '40rem', mb: 2 }}>
        <TextField
          select
          id="entry-stage"
          label={copy.stage}
          value={entry.stage}
          onChange={keepsValue((stage) => {
            if (isStageOf(entry.kind, stage) && stage !== entry.stage) apply({ stage });
          })}
        >
          {stagesOf[entry.kind].map((stage) => (
            <MenuItem key={stage} value={stage}>
              {staffCopy.stages[stage]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="entry-assignee"
          label={copy.assignee}
          value={entry.assignee_id === null ? '' : String(entry.assignee_id)}
          disabled={staff.isPending}
          onChange={keepsValue((value) => {
            const assigneeId = value === '' ? null : Number(value);
            if (assigneeId !== entry.assignee_id) apply({ assigneeId });
          })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{copy.unassigned}</MenuItem>
          {(staff.data ?? []).map((member) => (
            <MenuItem key={member.id} value={String(member.id)}>
              {member.email}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box
        role="group"
        aria-label={copy.actionsLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {href && (
          <Button
            variant="contained"
            href={href}
            title={copy.replyHint}
            onClick={() => {
              reply.mutate();
            }}
          >
            {copy.reply}
          </Button>
        )}
        <Button
          variant="outlined"
          loading={change.isPending && change.variables.spam !== undefined}
          onClick={() => {
            apply({ spam: !entry.spam });
          }}
        >
          {entry.spam ? copy.notSpam : copy.moveToSpam}
        </Button>
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
      {!href && entry.orgnization_email !== '' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {copy.noReplyLink}
        </Typography>
      )}
      <Box aria-live="polite" sx={{ mt: done || change.isError ? 2 : 0 }}>
        {done && !change.isError && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        {(change.isError || remove.isError) && (
          <Alert severity="error" role="alert">
            {copy.actionFailed}
          </Alert>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={copy.confirmTitle}
        text={copy.confirmText(what)}
        confirm={copy.confirmDelete}
        cancel={copy.cancel}
        busy={remove.isPending}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
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
      />
    </Box>
  );
}
