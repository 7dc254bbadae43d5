import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { htabsNav } from '@/content/navigation';
import { ContactDetails } from '@/components/common/contact-details';
import { Seo } from '@/components/common/seo';
import { BrandLink } from '@/components/layout/brand-link';
import type { NavItem } from '@/content/navigation';
import { PageContainer } from '@/components/common/page-container';

function NavList({ items, label }: { items: readonly NavItem[]; label: string }) {
  return (
    <Box component="nav" aria-label={label}>
      <List disablePadding>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              href={item.to}
              sx={{ borderBottom: 1, borderColor: 'divider', borderRadius: 0 }}
            >
              <ListItemText
                primary={item.label}
                slotProps={{ primary: { variant: 'h4', component: 'span' } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** /htabs: the navigation page for small and tablet screens (also the menu without JavaScript). */
export function HtabsPage() {
  return (
    <>
      <Seo path={paths.htabs.href()} title={htabsNav.heading} description={htabsNav.lead} />
      <PageContainer width="sm" sx={{ py: { xs: 5, md: 8 } }}>
        <BrandLink />
        <Typography variant="h1" sx={{ mt: 3, mb: 1 }}>
          {htabsNav.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {htabsNav.lead}
        </Typography>
        <NavList items={htabsNav.primary} label={htabsNav.primaryLabel} />
        <Typography variant="h2" sx={{ typography: 'h3', mt: 5, mb: 1 }}>
          {htabsNav.moreHeading}
        </Typography>
        <NavList items={htabsNav.more} label={htabsNav.moreHeading} />
        <Typography variant="h2" sx={{ typography: 'h3', mt: 5, mb: 2 }}>
          {htabsNav.contactHeading}
        </Typography>
        <ContactDetails />
      </PageContainer>
    </>
  );
}
