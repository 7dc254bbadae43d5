import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type SubmitEvent } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import {
  folders,
  sortOrders,
  submissionKinds,
  type InboxQuery,
  type SubmissionKind,
} from '@/shared/staff/api-types';
import { isStage } from '@/shared/staff/pipeline';
import { sourceFilters, sourceKinds } from '@/shared/analytics/reports';
import { defaultFilter } from '../api/staff-client';
import { useJobs, useStaffMembers } from '../api/queries';
import { DisclosureButton } from '../ui/disclosure-button';
import { keepsValue } from '../ui/field-value';
import { FilterSelect, stageOptions } from './filter-select';

const copy = staffCopy.inbox;

interface InboxFiltersProps {
  filter: InboxQuery;
  onChange: (filter: InboxQuery) => void;
  /** The kinds the account's role sees: with one only, there is no kind to choose. */
  kinds: readonly SubmissionKind[];
}

/** The filters that differ from the inbox's default (the search aside, which stays in view). */
export function filtersSet(filter: InboxQuery): number {
  const keys = Object.keys(defaultFilter) as (keyof InboxQuery)[];
  return keys.filter((key) => key !== 'q' && filter[key] !== defaultFilter[key]).length;
}

const filterFieldsId = 'inbox-filter-fields';

/**
 * On a phone the eight filters fold behind one button, so the first lead shows under the search;
 * from a tablet up they are all in view, laid out in the form's own grid.
 *
 * The selects apply at once; the campaign and the search apply on Enter or the Search button (a
 * request per keystroke would only be noise). Everything ends up in the address bar.
 */
export function InboxFilters({ filter, onChange, kinds }: InboxFiltersProps) {
  const onlyKind = kinds.length === 1 ? kinds[0] : undefined;
  // Jobs belong to applications: without them, neither the job filter nor the order by job.
  const seesJobs = kinds.includes('apply');
  const staff = useStaffMembers();
  // Every role that reads applications may see the jobs (server/policy/staff-roles.ts).
  const jobs = useJobs(seesJobs);
  // A position's text from an address bookmarked before the filter chose jobs by number still
  // filters (the server matches it exactly) and is shown, as typed, as the choice made.
  const legacyJob = !/^(\d+|none)?$/.test(filter.job);
  const [query, setQuery] = useState(filter.q);
  const [campaign, setCampaign] = useState(filter.campaign);
  const [shown, setShown] = useState({ q: filter.q, campaign: filter.campaign });
  const [unfolded, setUnfolded] = useState(false);
  const setCount = filtersSet(filter);
  // The address bar changed the search or the campaign (Back, a link from the reports): show
  // it. Adjusted while rendering, not by remounting, so a field keeps the focus it has after a
  // search.
  if (filter.q !== shown.q || filter.campaign !== shown.campaign) {
    setShown({ q: filter.q, campaign: filter.campaign });
    setQuery(filter.q);
    setCampaign(filter.campaign);
  }
  const set = (change: Partial<InboxQuery>) => {
    onChange({ ...filter, q: query, campaign, ...change });
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filter, q: query, campaign });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={copy.filtersLabel}
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          md: 'repeat(3, 1fr)',
          lg: 'repeat(6, 1fr)',
        },
        alignItems: 'start',
      }}
    >
      <DisclosureButton
        variant="outlined"
        expanded={unfolded}
        controls={filterFieldsId}
        onExpandedChange={setUnfolded}
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, justifySelf: 'start', minHeight: 48 }}
      >
        {copy.filtersButton(setCount)}
      </DisclosureButton>
      <Box
        id={filterFieldsId}
        sx={{
          // From a tablet up the filters are cells of the form's grid; on a phone, a grid of
          // their own that the button above shows or hides.
          display: { xs: unfolded ? 'grid' : 'none', sm: 'contents' },
          gap: 2,
        }}
      >
        <FilterSelect
          id="inbox-folder"
          label={copy.folder}
          value={filter.folder}
          onChange={(value) => {
            set({ folder: folders.find((folder) => folder === value) ?? 'inbox' });
          }}
        >
          {staffCopy.folders.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </FilterSelect>
        {onlyKind === undefined && (
          <FilterSelect
            id="inbox-kind"
            label={copy.kind}
            value={filter.kind}
            onChange={(value) => {
              const kind = submissionKinds.find((option) => option === value) ?? '';
              // A stage of the other kind would match nothing.
              const keep = kind === '' || filter.stage === '' || filter.stage === 'new';
              set({ kind, stage: keep ? filter.stage : '' });
            }}
          >
            {staffCopy.kindFilters.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </FilterSelect>
        )}
        <FilterSelect
          id="inbox-stage"
          label={copy.stage}
          value={filter.stage}
          onChange={(value) => {
            set({ stage: isStage(value) ? value : '' });
          }}
        >
          <MenuItem value="">{copy.anyStage}</MenuItem>
          {stageOptions(onlyKind ?? filter.kind)}
        </FilterSelect>
        <FilterSelect
          id="inbox-assignee"
          label={copy.assignee}
          value={filter.assignee}
          onChange={(value) => {
            set({ assignee: value });
          }}
        >
          <MenuItem value="">{copy.anyone}</MenuItem>
          <MenuItem value="none">{copy.unassigned}</MenuItem>
          {(staff.data ?? []).map((member) => (
            <MenuItem key={member.id} value={String(member.id)}>
              {member.email}
            </MenuItem>
          ))}
        </FilterSelect>
        {seesJobs && (
          <FilterSelect
            id="inbox-job"
            label={copy.job}
            value={filter.job}
            onChange={(value) => {
              set({ job: value });
            }}
          >
            <MenuItem value="">{copy.anyJob}</MenuItem>
            {(jobs.data ?? []).map((job) => (
              <MenuItem key={job.id} value={String(job.id)}>
                {copy.jobOption(job.title, job.referenceNumber)}
              </MenuItem>
            ))}
            <MenuItem value="none">{copy.noJob}</MenuItem>
            {legacyJob && <MenuItem value={filter.job}>{filter.job}</MenuItem>}
          </FilterSelect>
        )}
        <FilterSelect
          id="inbox-source"
          label={copy.source}
          value={filter.source}
          onChange={(value) => {
            set({ source: sourceFilters.find((source) => source === value) ?? '' });
          }}
        >
          <MenuItem value="">{copy.anySource}</MenuItem>
          {sourceKinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {staffCopy.sourceKinds[kind]}
            </MenuItem>
          ))}
          <MenuItem value="unknown">{copy.unknownSource}</MenuItem>
        </FilterSelect>
        <TextField
          id="inbox-campaign"
          label={copy.campaign}
          value={campaign}
          onChange={keepsValue(setCampaign)}
          helperText={copy.campaignHint}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
        />
        {seesJobs && (
          <FilterSelect
            id="inbox-sort"
            label={copy.sort}
            value={filter.sort}
            onChange={(value) => {
              set({ sort: sortOrders.find((order) => order === value) ?? 'newest' });
            }}
          >
            {sortOrders.map((order) => (
              <MenuItem key={order} value={order}>
                {copy.sorts[order]}
              </MenuItem>
            ))}
          </FilterSelect>
        )}
      </Box>
      <TextField
        id="inbox-search"
        type="search"
        label={copy.search}
        value={query}
        onChange={keepsValue(setQuery)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
        sx={{ gridColumn: { xs: 'auto', sm: '1 / -1', md: 'span 2' } }}
      />
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          gridColumn: { xs: 'auto', sm: '1 / -1', md: 'span 1', lg: 'span 2' },
        }}
      >
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }}>
          {copy.searchButton}
        </Button>
        {filter.q && (
          <Button
            type="button"
            size="large"
            sx={{ minHeight: 56 }}
            onClick={() => {
              setQuery('');
              onChange({ ...filter, q: '' });
            }}
          >
            {copy.clearSearch}
          </Button>
        )}
      </Box>
    </Box>
  );
}
