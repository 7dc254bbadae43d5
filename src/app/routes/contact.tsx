import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { contactPage } from '../../content/forms';
import { ArtImage } from '../../components/common/art-image';
import { BackLink } from '../../components/common/back-link';
import { ContactDetails } from '../../components/common/contact-details';
import { Seo } from '../../components/common/seo';
import { Surface } from '../../components/common/surface';
import { ContactForm } from '../../features/contact/contact-form';
import { FormQueryProvider } from '../../features/forms/query-provider';
import { PageContainer } from '../../components/common/page-container';

const formHeadingId = 'contact-form-heading';

/** /contactus: Back to Home, the company's address, e-mail and phone, and the contact form. */
export function Component() {
  const { hero } = contactPage;
  return (
    <>
      <Seo path={paths.contact} {...contactPage.seo} />
      <PageContainer sx={{ py: { xs: 4, md: 7 } }}>
        <BackLink label={contactPage.back.label} to={contactPage.back.to} />
        <Typography variant="overline" component="p" color="secondary">
          {hero.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mb: 2, maxWidth: '22ch' }}>
          {hero.heading}
        </Typography>
        <Typography
          variant="subtitle1"
          color="text.secondary"
          sx={{ maxWidth: '44rem', mb: { xs: 4, md: 6 } }}
        >
          {hero.lead}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '4fr 8fr' },
            alignItems: 'start',
          }}
        >
          <Surface
            component="section"
            aria-labelledby="contact-details-heading"
            sx={{ p: { xs: 3, md: 4 }, gap: 2 }}
          >
            <Typography id="contact-details-heading" variant="h2" sx={{ typography: 'h3' }}>
              {contactPage.detailsHeading}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {contactPage.detailsLead}
            </Typography>
            <ContactDetails />
            <ArtImage art={hero.art} sx={{ width: '100%', borderRadius: 3, mt: 1 }} />
          </Surface>
          <Surface component="section" aria-labelledby={formHeadingId} sx={{ p: { xs: 3, md: 4 } }}>
            <Typography id={formHeadingId} variant="h2" sx={{ typography: 'h3', mb: 1 }}>
              {contactPage.formHeading}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {contactPage.formLead}
            </Typography>
            <FormQueryProvider>
              <ContactForm headingId={formHeadingId} />
            </FormQueryProvider>
          </Surface>
        </Box>
      </PageContainer>
    </>
  );
}
