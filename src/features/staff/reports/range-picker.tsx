import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type SubmitEvent } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { isDay, rangePresets, type ReportRange } from './report-range';
import { keepsValue } from '../ui/field-value';

const copy = staffCopy.reports;

type Choice = `${(typeof rangePresets)[number]}` | 'custom';

interface RangePickerProps {
  range: ReportRange;
  /** The last day that can be chosen (today). */
  today: string;
  /** A preset, when one is chosen; a custom range, when its two days are shown. */
  onPreset: (days: (typeof rangePresets)[number]) => void;
  onCustom: (from: string, to: string) => void;
}

/**
 * The range of days: a preset applies at once; a custom range shows two date fields and applies
 * with its button, so that a half-typed day does not ask the server for a report.
 */
export function RangePicker({ range, today, onPreset, onCustom }: RangePickerProps) {
  const current: Choice = range.kind === 'custom' ? 'custom' : `${range.days}`;
  const [choice, setChoice] = useState<Choice>(current);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);
  // The address changed the range (Back, a bookmark): show it.
  const rangeKey = `${current} ${range.from} ${range.to}`;
  const [shownKey, setShownKey] = useState(rangeKey);
  if (shownKey !== rangeKey) {
    setShownKey(rangeKey);
    setChoice(current);
    setFrom(range.from);
    setTo(range.to);
    setInvalid(false);
  }

  /** A preset asks for its days at once; "custom" shows the two day fields instead. */
  const choose = (value: string) => {
    const preset = rangePresets.find((days) => String(days) === value);
    if (preset === undefined) {
      setChoice('custom');
      return;
    }
    setChoice(`${preset}`);
    onPreset(preset);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = isDay(from) && isDay(to) && from <= to;
    setInvalid(!valid);
    if (valid) onCustom(from, to);
  };

  return (
    <Box
      component="form"
      aria-label={copy.rangeLabel}
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
    >
      <TextField
        select
        id="reports-range"
        label={copy.rangeLabel}
        value={choice}
        onChange={keepsValue(choose)}
        sx={{ width: { xs: '100%', sm: 220 } }}
      >
        {rangePresets.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {copy.presets[days]}
          </MenuItem>
        ))}
        <MenuItem value="custom">{copy.custom}</MenuItem>
      </TextField>
      {choice === 'custom' && (
        <>
          {[
            { id: 'reports-from', label: copy.from, value: from, set: setFrom },
            { id: 'reports-to', label: copy.to, value: to, set: setTo },
          ].map((field, index, fields) => (
            <TextField
              key={field.id}
              id={field.id}
              type="date"
              label={field.label}
              value={field.value}
              onChange={keepsValue(field.set)}
              error={invalid}
              // One message for the pair, under the last day.
              helperText={invalid && index === fields.length - 1 ? copy.badRange : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              sx={{ width: { xs: '100%', sm: 190 } }}
            />
          ))}
          <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }}>
            {copy.showRange}
          </Button>
        </>
      )}
    </Box>
  );
}
