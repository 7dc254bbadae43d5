import { isRouteErrorResponse } from 'react-router-dom';
import { ui } from '@/content/ui';
import { isChunkLoadError } from './chunk-reload';

/** What the error screen says about a failure caught by the router. */
export interface ErrorSummary {
  /** "404 Not Found", or the error's message. */
  title: string;
  help: string;
  /** A retry (reload) makes sense: the failure was downloading code. */
  retryable: boolean;
  /**
   * The address matches no page (404): the visitor gets the not-found page, not an error screen.
   */
  notFound: boolean;
}

export function summarizeError(error: unknown): ErrorSummary {
  if (isRouteErrorResponse(error)) {
    return {
      title: `${error.status} ${error.statusText}`.trim(),
      help: ui.error.genericHelp,
      retryable: false,
      notFound: error.status === 404,
    };
  }
  if (isChunkLoadError(error)) {
    return {
      title: error instanceof Error ? error.message : String(error),
      help: ui.error.chunkHelp,
      retryable: true,
      notFound: false,
    };
  }
  const title = error instanceof Error ? error.message : String(error);
  return { title, help: ui.error.genericHelp, retryable: false, notFound: false };
}
