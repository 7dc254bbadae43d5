import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyValue } from '@/content/types';
import { layout } from '@/theme/primitives';

/** The four numbered value circles of About. */
export function ValueCircles({ values }: { values: readonly CompanyValue[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 4, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {values.map((value, index) => (
        <Box component="li" key={value.title} sx={{ textAlign: 'center', px: 1 }}>
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
        </Box>
      ))}
    </Box>
  );
}
