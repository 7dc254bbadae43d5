import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { privacyPage } from '@/content/privacy';
import { ContactDetails } from '@/components/common/contact-details';
import { Seo } from '@/components/common/seo';
import { formatDate } from '@/lib/format';
import { PageContainer } from '@/components/common/page-container';

/** /privacy: linked from both forms and the footer. */
export function PrivacyPage() {
  return (
    <>
      <Seo path={paths.privacy.href()} {...privacyPage.seo} />
      <PageContainer width="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="overline" component="p" color="secondary">
          {privacyPage.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {privacyPage.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {`${privacyPage.updatedLabel}: `}
          <time dateTime={privacyPage.updated}>{formatDate(privacyPage.updated)}</time>
        </Typography>
        <Typography variant="subtitle1" sx={{ mb: 5 }}>
          {privacyPage.lead}
        </Typography>
        {privacyPage.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 5 }}>
            <Typography variant="h2" sx={{ typography: 'h3', mb: 1.5 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {'items' in section && section.items && (
              <Box component="ul" sx={{ pl: 3, m: 0, '& li + li': { mt: 1 } }}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
            )}
          </Box>
        ))}
        <Box
          component="section"
          sx={{ p: { xs: 3, md: 4 }, bgcolor: 'surface.muted', borderRadius: 3 }}
        >
          <Typography variant="h2" sx={{ typography: 'h3', mb: 1.5 }}>
            {privacyPage.contactHeading}
          </Typography>
          <Typography sx={{ mb: 2 }}>{privacyPage.contactText}</Typography>
          <ContactDetails />
        </Box>
      </PageContainer>
    </>
  );
}
