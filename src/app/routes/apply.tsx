import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { applyPage } from '../../content/forms';
import { BackLink } from '../../components/common/back-link';
import { Seo } from '../../components/common/seo';
import { Surface } from '../../components/common/surface';
import { ApplyForm } from '../../features/apply/apply-form';
import { FormQueryProvider } from '../../features/forms/query-provider';
import { PageContainer } from '../../components/common/page-container';

const formHeadingId = 'apply-form-heading';

/** /applynow: Back to Careers (which goes to /insights, as the spec has it) and the form. */
export function Component() {
  const { hero } = applyPage;
  return (
    <>
      <Seo path={paths.apply} {...applyPage.seo} />
      <PageContainer width="md" sx={{ py: { xs: 4, md: 7 } }}>
        <BackLink label={applyPage.back.label} to={applyPage.back.to} />
        <Typography variant="overline" component="p" color="secondary">
          {hero.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {hero.heading}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ mb: { xs: 4, md: 5 } }}>
          {hero.lead}
        </Typography>
        <Surface component="section" aria-labelledby={formHeadingId} sx={{ p: { xs: 3, md: 4 } }}>
          <Typography id={formHeadingId} variant="h2" sx={{ typography: 'h3', mb: 1 }}>
            {applyPage.formHeading}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {applyPage.formLead}
          </Typography>
          <FormQueryProvider>
            <ApplyForm headingId={formHeadingId} />
          </FormQueryProvider>
        </Surface>
      </PageContainer>
    </>
  );
}
