import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { staffCopy } from '@/content/staff/staff-copy';
import { defaultFilter, filterParams, staffClient } from '../api/staff-client';
import { folders, sortOrders, submissionKinds, type InboxQuery } from '@/shared/staff/api-types';
import { isStage } from '@/shared/staff/pipeline';
import { sourceFilters } from '@/shared/analytics/reports';
import { InboxCards } from './inbox-cards';
import { InboxFilters } from './inbox-filters';
import { InboxGrid } from './inbox-grid';
import { useAccess, useInboxPage, useStaffMembers, useSummary } from '../api/queries';
import { StaffPageFrame } from '../frame/staff-page-frame';
import { DownloadButton } from '../ui/download-button';
import { LoadErrorAlert } from '../ui/load-error-alert';

const copy = staffCopy.inbox;

/** The filter from the address bar, so a filtered list can be bookmarked and Back works. */
function readFilter(params: URLSearchParams): InboxQuery {
  const read = (name: keyof InboxQuery) => params.get(name) ?? '';
  const stage = read('stage');
  return {
    kind: submissionKinds.find((value) => value === read('kind')) ?? '',
    folder: folders.find((value) => value === read('folder')) ?? defaultFilter.folder,
    stage: isStage(stage) ? stage : '',
    assignee: read('assignee'),
    job: read('job'),
    source: sourceFilters.find((value) => value === read('source')) ?? '',
    campaign: read('campaign'),
    q: read('q'),
    sort: sortOrders.find((value) => value === read('sort')) ?? defaultFilter.sort,
  };
}

/**
 * /staff: the leads newest first (or by job), filtered by folder, kind, stage, assignee, job,
 * source and campaign, searchable, page by page, exportable as CSV; on a phone as cards.
 */
export function StaffInboxPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filter = readFilter(params);
  const filterKey = JSON.stringify(filter);
  // Cursor of each page reached so far (page 0 has none); a new filter starts over.
  const [paging, setPaging] = useState<{ key: string; cursors: (string | null)[]; page: number }>({
    key: filterKey,
    cursors: [null],
    page: 0,
  });
  const current = paging.key === filterKey ? paging : { key: filterKey, cursors: [null], page: 0 };
  const inbox = useInboxPage(filter, current.cursors[current.page] ?? null);
  const nextCursor = inbox.data?.nextCursor ?? null;
  const deleted = (location.state as { deleted?: boolean } | null)?.deleted === true;

  const applyFilter = (next: InboxQuery) => {
    setParams(filterParams(next));
  };

  const goToPage = (page: number) => {
    setPaging({
      key: filterKey,
      page,
      cursors:
        page > current.page && nextCursor !== null
          ? [...current.cursors.slice(0, page), nextCursor]
          : current.cursors,
    });
  };

  const filtered = filterParams(filter).toString() !== '';
  const summary = useSummary();
  // The role's kinds (both until the session's answer is in: the server narrows the list anyway).
  const kinds = useAccess()?.kinds ?? submissionKinds;
  const onlyKind = kinds.length === 1 ? kinds[0] : undefined;
  const staff = useStaffMembers();
  const assignees = new Map((staff.data ?? []).map((member) => [member.id, member.email]));
  const list = {
    rows: inbox.data?.items ?? [],
    page: current.page,
    hasNextPage: nextCursor !== null,
    emptyText: filtered ? copy.empty : copy.emptyInbox,
    spamFolder: filter.folder === 'spam',
    onPageChange: goToPage,
  };
  return (
    <StaffPageFrame
      width="lg"
      title={copy.titleWithNew(summary.data?.new ?? 0)}
      heading={copy.heading}
      lead={onlyKind && copy.onlyKind[onlyKind]}
      action={
        <DownloadButton
          href={staffClient.csvHref(filter)}
          icon={<DownloadIcon />}
          title={copy.exportHint}
        >
          {copy.export}
        </DownloadButton>
      }
    >
      {deleted && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {copy.deleted}
        </Alert>
      )}
      <InboxFilters filter={filter} onChange={applyFilter} kinds={kinds} />
      {inbox.isError ? (
        <LoadErrorAlert
          onRetry={() => {
            void inbox.refetch();
          }}
        >
          {copy.loadFailed}
        </LoadErrorAlert>
      ) : (
        <>
          <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
            <InboxCards {...list} assignees={assignees} />
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <InboxGrid {...list} loading={inbox.isFetching} assignees={assignees} kinds={kinds} />
          </Box>
        </>
      )}
    </StaffPageFrame>
  );
}
