/**
 * Router state handed from the prerendered page to the browser. React Router can inline it as a
 * script that assigns a global, but an inline script needs its own CSP hash on every page; a
 * JSON data block is not executed, so the page's inline scripts stay the same everywhere.
 */
import {
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type HydrationState,
} from 'react-router-dom';
import { serializeForScript } from '@/lib/json-ld';

export const hydrationElementId = 'router-hydration';

type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

interface SerializedHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
}

function serializeError(error: unknown): SerializedError {
  if (isRouteErrorResponse(error)) {
    return {
      kind: 'response',
      status: error.status,
      statusText: error.statusText,
      data: error.data,
    };
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Whether a page's router state says anything: a page whose routes load no data and threw no
 * error needs no data block (the router finds nothing to load when it starts).
 */
export function hasRouterState(state: {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}): boolean {
  return (
    Object.values(state.loaderData).some((data) => data !== undefined) || state.errors !== null
  );
}

/** JSON for the data block, with `<` escaped so no value can close the <script> element. */
export function serializeHydration(state: {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}): string {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, error]) => [id, serializeError(error)]),
      )
    : null;
  const payload: SerializedHydration = {
    loaderData: state.loaderData,
    actionData: state.actionData,
    errors,
  };
  return serializeForScript(payload);
}

function isSerialized(value: unknown): value is SerializedHydration {
  return typeof value === 'object' && value !== null && 'loaderData' in value;
}

/** Rebuilds the router's hydration state, errors included, from the data block's text. */
export function parseHydration(text: string): HydrationState | undefined {
  const parsed: unknown = JSON.parse(text);
  if (!isSerialized(parsed)) return undefined;
  const errors = parsed.errors
    ? Object.fromEntries(
        Object.entries(parsed.errors).map(([id, error]) => [
          id,
          error.kind === 'response'
            ? new ErrorResponseImpl(error.status, error.statusText, error.data)
            : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: parsed.loaderData, actionData: parsed.actionData, errors };
}
