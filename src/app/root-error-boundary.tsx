import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../components/common/error-screen';
import { Seo } from '../components/common/seo';
import { PageLayout } from '../components/layout/page-layout';
import { ui } from '../content/ui';
import { isChunkLoadError } from '../lib/chunk-reload';

export interface ErrorSummary {
  /** "404 Not Found", or the error's message. */
  title: string;
  help: string;
  /** A retry (reload) makes sense: the failure was downloading code. */
  retryable: boolean;
}

export function summarizeError(error: unknown): ErrorSummary {
  if (isRouteErrorResponse(error)) {
    return {
      title: `${error.status} ${error.statusText}`.trim(),
      help: error.status === 404 ? ui.error.notFoundHelp : ui.error.genericHelp,
      retryable: false,
    };
  }
  if (isChunkLoadError(error)) {
    return {
      title: error instanceof Error ? error.message : String(error),
      help: ui.error.chunkHelp,
      retryable: true,
    };
  }
  if (error instanceof Error)
    return { title: error.message, help: ui.error.genericHelp, retryable: false };
  return { title: String(error), help: ui.error.genericHelp, retryable: false };
}

/** The router's error screen, inside the site frame (design.md, deliberate differences). */
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
