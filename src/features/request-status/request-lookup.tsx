import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestStatusPage as copy } from '@/content/request-status';
import { formatDate } from '@/lib/format';
import type { RequestStatus } from '@/shared/staff/api-types';
import { ContactDetails } from '@/components/common/contact-details';
import { Surface } from '@/components/common/surface';
import { lookUpRequest, type LookUp } from './api';
import { StatusSteps } from './status-steps';
import { WithdrawSection } from './withdraw-section';

type View =
  | { view: 'intro' }
  | { view: 'no-token' }
  | { view: 'loading'; token: string }
  | { view: 'answered'; token: string; answer: LookUp }
  | { view: 'withdrawn'; message: string };

/** The token of the private link: the address's fragment, which never reaches a server. */
function tokenInAddress(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1)).trim();
  } catch {
    return '';
  }
}

/** The calendar day of a moment where the sender is, as the site writes dates. */
function localDay(iso: string): string {
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return formatDate(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`);
}

/** Where the request stands, and how to withdraw it. */
function Found({
  status,
  token,
  onWithdrawn,
}: {
  status: RequestStatus;
  token: string;
  onWithdrawn: (message: string) => void;
}) {
  const step = copy.steps[status.kind].find((candidate) => candidate.stage === status.stage);
  const what = [copy.kindLine[status.kind], status.position && copy.forPosition(status.position)]
    .filter(Boolean)
    .join(' ');
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <Surface component="section" aria-label={what} sx={{ p: { xs: 2.5, sm: 4 }, gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography>{copy.greeting(status.firstName)}</Typography>
          <Typography variant="h2" sx={{ typography: 'h3' }}>
            {what}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              color: 'text.secondary',
              '& dd': { m: 0, color: 'text.primary', fontWeight: 500 },
            }}
          >
            <dt>{copy.referenceLabel}</dt>
            <dd>{status.reference}</dd>
            <dt>{copy.receivedLabel}</dt>
            <dd>
              <time dateTime={status.receivedAt}>{localDay(status.receivedAt)}</time>
            </dd>
          </Box>
        </Box>
        <Typography role="status" sx={{ fontWeight: 700 }}>
          {`${copy.currentLabel}: ${step?.label ?? ''}`}
        </Typography>
        <StatusSteps kind={status.kind} stage={status.stage} />
      </Surface>
      <SentCopySection status={status} />
      <WithdrawSection token={token} onWithdrawn={onWithdrawn} />
    </Box>
  );
}

/** The sender's copy of what they sent, each value isolated as they wrote it. */
function SentCopySection({ status }: { status: RequestStatus }) {
  const { sent } = status;
  const labels = copy.sent.labels;
  const facts: [string, string][] = [
    [labels.firstName, sent.firstName],
    [labels.lastName, sent.lastName],
    [labels.email, sent.email || copy.sent.notGiven],
    [labels.organization, sent.organization || copy.sent.notGiven],
  ];
  if (sent.location !== null) facts.push([labels.location, sent.location]);
  return (
    <Surface
      component="section"
      aria-labelledby="request-sent-heading"
      sx={{ p: { xs: 2.5, sm: 4 }, gap: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography id="request-sent-heading" variant="h2" sx={{ typography: 'h4' }}>
          {copy.sent.heading}
        </Typography>
        <Typography color="text.secondary">{copy.sent.lead}</Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 1 },
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </Box>
        ))}
        <dt>{labels.message[status.kind]}</dt>
        <Box
          component="dd"
          sx={{ whiteSpace: 'pre-wrap', unicodeBidi: 'isolate', gridColumn: { sm: '1 / -1' } }}
        >
          {sent.message || copy.sent.noMessage}
        </Box>
      </Box>
    </Surface>
  );
}

/**
 * What `/request-status#<token>` shows below its heading: reads the private link from the
 * address and asks the gateway.
 */
export function RequestLookup() {
  const [state, setState] = useState<View>({ view: 'intro' });
  const doneRef = useRef<HTMLDivElement>(null);

  const lookUp = useCallback(async (token: string) => {
    setState({ view: 'loading', token });
    const answer = await lookUpRequest(token);
    setState((current) =>
      current.view === 'loading' && current.token === token
        ? { view: 'answered', token, answer }
        : current,
    );
  }, []);

  useEffect(() => {
    const read = () => {
      const token = tokenInAddress();
      if (token) void lookUp(token);
      else setState({ view: 'no-token' });
    };
    read();
    // A second link pasted into the same tab changes only the fragment.
    window.addEventListener('hashchange', read);
    return () => {
      window.removeEventListener('hashchange', read);
    };
  }, [lookUp]);

  const onWithdrawn = useCallback((message: string) => {
    // The link leads nowhere now: it leaves the address bar and the tab's history entry.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    setState({ view: 'withdrawn', message });
  }, []);

  useEffect(() => {
    if (state.view === 'withdrawn') doneRef.current?.focus();
  }, [state.view]);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      {/* The same kind of box as the answer without a link, so hydrating adds no styles. */}
      {state.view === 'intro' && <Alert severity="info">{copy.intro}</Alert>}
      {state.view === 'no-token' && <Alert severity="info">{copy.noToken}</Alert>}
      {state.view === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{copy.loading}</Typography>
        </Box>
      )}
      {state.view === 'answered' && state.answer.outcome === 'found' && (
        <Found status={state.answer.status} token={state.token} onWithdrawn={onWithdrawn} />
      )}
      {state.view === 'answered' && state.answer.outcome === 'not-found' && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{copy.notFoundTitle}</AlertTitle>
          {state.answer.message}
        </Alert>
      )}
      {state.view === 'answered' &&
        (state.answer.outcome === 'unreachable' || state.answer.outcome === 'rate-limited') && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void lookUp(state.token)}>
                {copy.retry}
              </Button>
            }
          >
            {state.answer.outcome === 'unreachable' ? copy.unreachable : copy.rateLimited}
          </Alert>
        )}
      {state.view === 'withdrawn' && (
        <Alert severity="success" ref={doneRef} tabIndex={-1}>
          <AlertTitle>{copy.withdraw.doneTitle}</AlertTitle>
          {state.message}
        </Alert>
      )}
      <Divider />
      <Box component="section" aria-label={copy.contactHint} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography color="text.secondary">{copy.contactHint}</Typography>
        <ContactDetails />
      </Box>
    </Box>
  );
}
