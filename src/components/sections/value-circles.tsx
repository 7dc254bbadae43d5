import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyValue } from '@/content/types';
import { layout } from '@/theme/primitives';
import { ListGrid } from './list-grid';

/** The four numbered value circles of About. */
export function ValueCircles({ values }: { values: readonly CompanyValue[] }) {
  return (
    <ListGrid
      ordered
      items={values}
      itemKey={(value) => value.title}
      columns={{ xs: 1, sm: 2, md: 4 }}
      gap={{ xs: 4, md: 3 }}
      itemSx={{ textAlign: 'center', px: 1 }}
      renderItem={(value, index) => (
        <>
          <Box
            aria-hidden
            sx={{
              width: layout.valueCircle,
              height: layout.valueCircle,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              typography: 'h2',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              boxShadow: (theme) => `0 0 0 8px ${(theme.vars ?? theme).palette.surface.tint}`,
            }}
          >
            {String(index + 1).padStart(2, '0')}
          </Box>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {value.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '32ch', mx: 'auto' }}>
            {value.text}
          </Typography>
        </>
      )}
    />
  );
}
