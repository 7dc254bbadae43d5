import {
  data,
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hasRouterState, parseHydration, serializeHydration } from './router-state';

describe('router hydration data', () => {
  it('round-trips loader data', () => {
    const text = serializeHydration({
      loaderData: { page: { slug: 'ser1' } },
      actionData: null,
      errors: null,
    });
    expect(parseHydration(text)).toEqual({
      loaderData: { page: { slug: 'ser1' } },
      actionData: null,
      errors: null,
    });
  });

  it('rebuilds route error responses so the error screen hydrates as it was rendered', () => {
    const text = serializeHydration({
      loaderData: {},
      actionData: null,
      errors: { root: new ErrorResponseImpl(404, 'Not Found', null) },
    });
    const error: unknown = parseHydration(text)?.errors?.root;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found' });
  });

  it('keeps thrown errors as errors with their message', () => {
    const text = serializeHydration({
      loaderData: {},
      actionData: null,
      errors: { root: new Error('boom') },
    });
    const error: unknown = parseHydration(text)?.errors?.root;
    expect(error).toBeInstanceOf(Error);
    expect(error).toHaveProperty('message', 'boom');
  });

  it('is worth a data block only with loader data or errors', () => {
    expect(hasRouterState({ loaderData: {}, errors: null })).toBe(false);
    // Routes without a loader are listed, with nothing.
    expect(hasRouterState({ loaderData: { root: undefined }, errors: null })).toBe(false);
    expect(hasRouterState({ loaderData: { page: { slug: 'ser1' } }, errors: null })).toBe(true);
    expect(hasRouterState({ loaderData: {}, errors: { root: new Error('boom') } })).toBe(true);
  });

  it('escapes `<` so data cannot close the script element', () => {
    const text = serializeHydration({
      loaderData: { x: '</script><script>alert(1)</script>' },
      actionData: null,
      errors: null,
    });
    expect(text).not.toContain('</script>');
    expect(parseHydration(text)?.loaderData).toEqual({ x: '</script><script>alert(1)</script>' });
    expect(data).toBeDefined();
  });
});
