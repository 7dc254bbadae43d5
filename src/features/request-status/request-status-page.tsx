import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { requestStatusPage } from '@/content/request-status';
import { PageContainer } from '@/components/common/page-container';
import { Seo } from '@/components/common/seo';
import { RequestLookup } from './request-lookup';

/**
 * /request-status#<token>: a sender's private page, linked from their confirmation e-mail. The
 * prerendered page says what it is; the browser reads the link and shows the request.
 */
export function RequestStatusPage() {
  return (
    <>
      <Seo path={paths.requestStatus.href()} {...requestStatusPage.seo} noindex />
      <PageContainer width="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="overline" component="p" color="secondary">
          {requestStatusPage.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
          {requestStatusPage.heading}
        </Typography>
        <RequestLookup />
      </PageContainer>
    </>
  );
}
