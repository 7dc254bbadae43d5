/**
 * The job's places on its form: one group per location (city, state, country), a button to
 * remove one while there are several, and one to add another up to the limit.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { jobLimits } from '@/shared/jobs/job-input';
import { emptyPlace, type JobFormValues } from './job-form-values';

const fields = copy.fields;

interface JobPlaceFieldsProps {
  locations: JobFormValues['locations'];
  onChange: (change: Pick<JobFormValues, 'locations'>) => void;
}

export function JobPlaceFields({ locations, onChange }: JobPlaceFieldsProps) {
  const setPlace = (index: number, change: Partial<JobFormValues['locations'][number]>) => {
    onChange({
      locations: locations.map((place, at) => (at === index ? { ...place, ...change } : place)),
    });
  };
  return (
    <>
      {locations.map((place, index) => (
        <Box
          key={index}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 2, minWidth: 0 }}
        >
          <FormLabel component="legend" sx={{ px: 0.5 }}>
            {fields.location(index + 1)}
          </FormLabel>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
            }}
          >
            <TextField
              id={`job-location-${String(index)}-locality`}
              label={fields.locality}
              value={place.locality}
              onChange={(event) => {
                setPlace(index, { locality: event.target.value });
              }}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              slotProps={{ htmlInput: { maxLength: jobLimits.placeText } }}
            />
            <TextField
              id={`job-location-${String(index)}-region`}
              label={fields.region}
              value={place.region}
              onChange={(event) => {
                setPlace(index, { region: event.target.value });
              }}
              slotProps={{ htmlInput: { maxLength: 3, spellCheck: false } }}
            />
            <TextField
              id={`job-location-${String(index)}-country`}
              label={fields.country}
              value={place.country}
              onChange={(event) => {
                setPlace(index, { country: event.target.value });
              }}
              slotProps={{ htmlInput: { maxLength: 2, spellCheck: false } }}
            />
          </Box>
          {locations.length > 1 && (
            <Button
              size="small"
              color="inherit"
              sx={{ mt: 1, minHeight: 44 }}
              onClick={() => {
                onChange({ locations: locations.filter((_, at) => at !== index) });
              }}
            >
              {fields.removeLocation(index + 1)}
            </Button>
          )}
        </Box>
      ))}
      {locations.length < jobLimits.locations && (
        <Box>
          <Button
            sx={{ minHeight: 44 }}
            onClick={() => {
              onChange({ locations: [...locations, { ...emptyPlace }] });
            }}
          >
            {fields.addLocation}
          </Button>
        </Box>
      )}
    </>
  );
}
