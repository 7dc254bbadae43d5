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
