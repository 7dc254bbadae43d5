import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type SubmitEvent } from 'react';
import { staffCopy } from '@/content/staff';
import type { InboxFilter } from '@/lib/staff-client';
import { statusFilters, submissionKinds } from '@/shared/staff/api-types';

const copy = staffCopy.inbox;

interface InboxFiltersProps {
  filter: InboxFilter;
  onChange: (filter: InboxFilter) => void;
}

/**
 * Kind and status apply at once; the search applies on Enter or the Search button (a request per
 * keystroke would only be noise). Everything ends up in the address bar.
 */
export function InboxFilters({ filter, onChange }: InboxFiltersProps) {
  const [query, setQuery] = useState(filter.q);
  const [shownQuery, setShownQuery] = useState(filter.q);
  // The address bar changed the search (Back, a link): show it. Adjusted while rendering, not
  // by remounting, so the field keeps the focus it has after a search.
  if (filter.q !== shownQuery) {
    setShownQuery(filter.q);
    setQuery(filter.q);
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filter, q: query });
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
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '12rem 14rem 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        id="inbox-kind"
        label={copy.kind}
        value={filter.kind}
        onChange={(event) => {
          const kind = submissionKinds.find((value) => value === event.target.value) ?? '';
          onChange({ ...filter, q: query, kind });
        }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        {staffCopy.kindFilters.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="inbox-status"
        label={copy.status}
        value={filter.status}
        onChange={(event) => {
          const status = statusFilters.find((value) => value === event.target.value) ?? '';
          onChange({ ...filter, q: query, status });
        }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        {staffCopy.statusFilters.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="inbox-search"
        type="search"
        label={copy.search}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
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
