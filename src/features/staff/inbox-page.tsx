import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { staffCopy } from '@/content/staff';
import { PageContainer } from '@/components/common/page-container';
import { staffClient, type InboxFilter } from '@/lib/staff-client';
import { statusFilters, submissionKinds } from '@/shared/staff/api-types';
import { InboxFilters } from './inbox-filters';
import { InboxGrid } from './inbox-grid';
import { useInboxPage } from './queries';

const copy = staffCopy.inbox;

/** The filter from the address bar, so a filtered list can be bookmarked and Back works. */
function readFilter(params: URLSearchParams): InboxFilter {
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  return {
    kind: submissionKinds.find((value) => value === kind) ?? '',
    status: statusFilters.find((value) => value === status) ?? '',
    q: params.get('q') ?? '',
  };
}

/** /staff: the leads newest first, filtered, searchable, page by page, exportable as CSV. */
export function InboxPage() {
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

  const applyFilter = (next: InboxFilter) => {
    const search = new URLSearchParams();
    if (next.kind) search.set('kind', next.kind);
    if (next.status) search.set('status', next.status);
    if (next.q.trim()) search.set('q', next.q.trim());
    setParams(search);
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

  const filtered = filter.kind !== '' || filter.status !== '' || filter.q.trim() !== '';
  return (
    <PageContainer width="lg">
      <title>{`${copy.title} | ${staffCopy.appName}`}</title>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography variant="h1" sx={{ typography: 'h2' }}>
          {copy.heading}
        </Typography>
        <Button
          component="a"
          href={staffClient.csvHref(filter)}
          download
          variant="outlined"
          startIcon={<DownloadIcon />}
          title={copy.exportHint}
        >
          {copy.export}
        </Button>
      </Box>
      {deleted && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {copy.deleted}
        </Alert>
      )}
      <InboxFilters filter={filter} onChange={applyFilter} />
      {inbox.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void inbox.refetch();
              }}
            >
              {copy.retry}
            </Button>
          }
        >
          {copy.loadFailed}
        </Alert>
      ) : (
        <InboxGrid
          rows={inbox.data?.items ?? []}
          loading={inbox.isFetching}
          page={current.page}
          hasNextPage={nextCursor !== null}
          emptyText={filtered ? copy.empty : copy.emptyInbox}
          onPageChange={goToPage}
        />
      )}
    </PageContainer>
  );
}
