import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatAddress, site } from '@/config/site';
import { ui } from '@/content/ui';
import { ContactLine } from './contact-line';
import { Icon } from './icon';

const mailtoHref = (email: string) => `mailto:${email}`;
const telHref = (e164: string) => `tel:${e164}`;

/** The company's address, e-mail and phone from `config/site.ts`, as an <address>. */
export function ContactDetails() {
  return (
    <Box
      component="address"
      sx={{ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <ContactLine icon={<Icon name="place" />} label={ui.address}>
        {formatAddress()}
      </ContactLine>
      <ContactLine icon={<Icon name="email" />} label={ui.email}>
        <Link component="a" href={mailtoHref(site.email)}>
          {site.email}
        </Link>
      </ContactLine>
      <ContactLine icon={<Icon name="phone" />} label={ui.phone}>
        <Link component="a" href={telHref(site.phone.e164)}>
          {site.phone.display}
        </Link>
      </ContactLine>
    </Box>
  );
}
