import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import type { InboxQuery } from '@/shared/staff/api-types';
import { applicationStages, enquiryStages } from '@/shared/staff/pipeline';

/** A select whose label stays above it and whose empty value shows its "any" option. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {children}
    </TextField>
  );
}

/** The stages of the kind chosen, or every stage grouped by kind. */
export function stageOptions(kind: InboxQuery['kind']) {
  const item = (
    stage: (typeof applicationStages)[number] | (typeof enquiryStages)[number],
    key: string,
  ) => (
    <MenuItem key={key} value={stage}>
      {staffCopy.stages[stage]}
    </MenuItem>
  );
  if (kind === 'contact') return enquiryStages.map((stage) => item(stage, stage));
  if (kind === 'apply') return applicationStages.map((stage) => item(stage, stage));
  return [
    <ListSubheader key="enquiries">{staffCopy.kinds.contact}</ListSubheader>,
    ...enquiryStages.map((stage) => item(stage, `contact-${stage}`)),
    <ListSubheader key="applications">{staffCopy.kinds.apply}</ListSubheader>,
    ...applicationStages
      .filter((stage) => stage !== 'new')
      .map((stage) => item(stage, `apply-${stage}`)),
  ];
}
