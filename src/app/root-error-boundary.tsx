import { useLocation, useRouteError } from 'react-router-dom';
import { ui } from '@/content/ui';
import { ErrorScreen } from '@/components/common/error-screen';
import { NotFoundScreen } from '@/components/common/not-found-screen';
import { Seo } from '@/components/common/seo';
import { PageLayout } from '@/components/layout/page-layout';
import { summarizeError } from '@/lib/error-summary';

/**
 * What the router shows when a page cannot be: the not-found page for an address the site does
 * not have, the error screen for a real failure. Both sit inside the site frame with the header
 * and footer, so a visitor can go on from them.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const summary = summarizeError(error);
  if (summary.notFound) {
    const { notFound } = ui;
    return (
      <PageLayout>
        <Seo title={notFound.title} description={notFound.lead} path={pathname} noindex />
        <NotFoundScreen
          heading={notFound.title}
          status={summary.title}
          lead={notFound.lead}
          linksLabel={notFound.linksLabel}
          links={notFound.links}
        />
      </PageLayout>
    );
  }
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
