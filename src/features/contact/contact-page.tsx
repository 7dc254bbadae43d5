import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { contactPage } from '@/content/forms';
import { ArtImage } from '@/components/common/art-image';
import { ContactDetails } from '@/components/common/contact-details';
import { Seo } from '@/components/common/seo';
import { Surface } from '@/components/common/surface';
import { ContactForm } from './contact-form-chunk';
import { FormSection } from '@/components/form/form-section';
import { PageIntro } from '@/components/sections/page-intro';
import { PageContainer } from '@/components/common/page-container';

const formHeadingId = 'contact-form-heading';

/** /contactus: Back to Home, the company's address, e-mail and phone, and the contact form. */
export function ContactPage() {
  const { hero } = contactPage;
  return (
    <>
      <Seo path={paths.contact.href()} {...contactPage.seo} />
      <PageContainer sx={{ py: { xs: 4, md: 7 } }}>
        <PageIntro back={contactPage.back} headingMaxWidth="22ch" {...hero} />
        {/*
          The form first, on every screen: on phones and tablets it is what the visitor came for,
          and the page reads in the order it shows. The direct details sit beside it on wide
          screens and after it on narrow ones.
        */}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '8fr 4fr' },
            alignItems: 'start',
          }}
        >
          <FormSection
            headingId={formHeadingId}
            heading={contactPage.formHeading}
            lead={contactPage.formLead}
          >
            <ContactForm headingId={formHeadingId} />
          </FormSection>
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
            {/* The page's largest paint on phones and desktops: fetched with the HTML at high
                priority, not lazily after layout behind the page's scripts. */}
            <ArtImage art={hero.art} priority sx={{ width: '100%', borderRadius: 3, mt: 1 }} />
          </Surface>
        </Box>
      </PageContainer>
    </>
  );
}
