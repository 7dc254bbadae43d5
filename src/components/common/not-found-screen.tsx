import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ButtonLink } from './button-link';
import { PageContainer } from './page-container';

interface NotFoundScreenProps {
  heading: string;
  /** The status line, "404 Not Found". */
  status: string;
  lead: string;
  /** Accessible name of the list of pages to go on to. */
  linksLabel: string;
  links: readonly { label: string; to: string }[];
}

/** The page at an address the site does not have: what happened, and where to go from here. */
export function NotFoundScreen({ heading, status, lead, linksLabel, links }: NotFoundScreenProps) {
  return (
    <PageContainer width="md" sx={{ py: { xs: 8, md: 12 } }}>
      <Typography variant="h5" component="p" color="secondary" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4, maxWidth: '40rem' }}>
        {lead}
      </Typography>
      <Box
        component="ul"
        aria-label={linksLabel}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {links.map((link, index) => (
          <li key={link.to}>
            <ButtonLink to={link.to} variant={index === 0 ? 'contained' : 'outlined'} size="large">
              {link.label}
            </ButtonLink>
          </li>
        ))}
      </Box>
    </PageContainer>
  );
}
