import { useLocation, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@/components/common/error-screen';
import { Seo } from '@/components/common/seo';
import { PageLayout } from '@/components/layout/page-layout';
import { summarizeError } from '@/lib/error-summary';

/** The router's error screen, inside the site frame with the header and footer, so a visitor can go on from it. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const summary = summarizeError(error);
  return (
    <PageLayout>
      <Seo title={summary.title} description={summary.help} path={pathname} noindex />
      <ErrorScreen
        summary={summary}
        onRetry={() => {
          window.location.reload();
        }}
      />
    </PageLayout>
  );
}
