import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { site } from '@/config/site';
import { clients } from '@/content/clients';
import { footerBlurb, footerColumns, type FooterLink } from '@/content/navigation';
import { ui } from '@/content/ui';
import { ContactDetails } from '../common/contact-details';
import { BrandLink } from './brand-link';
import { ClientLogoList } from '../sections/client-logo';
import { PageContainer } from '../common/page-container';

function FooterNavLink({ link }: { link: FooterLink }) {
  const location = useLocation();
  const navigate = useNavigate();

  // "Clients testimonial" stays on the page being viewed when that page has a testimonial.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.preferCurrentPage || !link.hash) return;
    if (!document.getElementById(link.hash)) return;
    event.preventDefault();
    void navigate({ pathname: location.pathname, hash: link.hash });
  };

  return (
    <Link
      component={RouterLink}
      to={{ pathname: link.to, hash: link.hash }}
      // Without React Router's mark for lazy route discovery, which this app does not use.
      discover="none"
      state={link.state}
      onClick={onClick}
      color="text.secondary"
      sx={{ display: 'inline-block', py: 0.75, '&:hover': { color: 'primary.main' } }}
    >
      {link.label}
    </Link>
  );
}

export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'surface.muted', borderTop: 1, borderColor: 'surface.border', mt: 'auto' }}
    >
      <PageContainer sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          }}
        >
          <div>
            <BrandLink />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1.5, mb: 2.5, maxWidth: '36ch' }}
            >
              {footerBlurb}
            </Typography>
            <ContactDetails />
          </div>
          <Box
            component="nav"
            aria-label={ui.footerNavLabel}
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            {footerColumns.map((column) => (
              <div key={column.heading}>
                <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                  {column.heading}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <FooterNavLink link={link} />
                    </li>
                  ))}
                </Box>
              </div>
            ))}
          </Box>
        </Box>
        <Box
          component="hr"
          sx={{ my: { xs: 4, md: 5 }, border: 0, borderTop: 1, borderColor: 'divider' }}
        />
        <Typography
          variant="overline"
          component="h2"
          color="text.secondary"
          sx={{ display: 'block', mb: 2 }}
        >
          {ui.clientsHeading}
        </Typography>
        <ClientLogoList clients={clients} label={ui.clientLogosLabel} size="small" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {ui.copyright(site.copyrightYear, site.legalName)}
        </Typography>
      </PageContainer>
    </Box>
  );
}
