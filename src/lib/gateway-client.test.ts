import { describe, expect, it, vi } from 'vitest';
import { gatewayPath, requestStatusPaths } from '@/config/endpoints';
import { GatewayError, gatewayTimeoutMs, postSubmission, postToGateway } from './gateway-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('gateway client', () => {
  it('posts JSON to {API_BASE}/akscel-demo-service/akscel_demo_model/create', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(201, { message: 'Thanks, Jane.' }));
    await postSubmission(
      { first_name: 'Jane' },
      { apiBase: 'https://api.example.com/dev/', fetchImpl },
    );
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`https://api.example.com/dev${gatewayPath}`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"first_name":"Jane"}');
  });

  it('posts to a path of the same origin when API_BASE is empty, whatever the status', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(404, { message: 'Gone.' }));
    const response = await postToGateway(
      requestStatusPaths.status,
      { token: 't' },
      {
        apiBase: '',
        fetchImpl,
      },
    );
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(requestStatusPaths.status);
    expect(response.status).toBe(404);
  });

  it("returns the answer's message for any 2xx", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(200, { message: 'Received.', id: 7 }));
    await expect(postSubmission({}, { apiBase: '', fetchImpl })).resolves.toEqual({
      message: 'Received.',
    });
  });

  it('returns the reference the gateway gave, and drops one that is not a plain reference', async () => {
    const answerWith = async (reference: unknown) => {
      const fetchImpl = vi
        .fn<typeof fetch>()
        .mockResolvedValue(json(201, { message: 'Received.', reference }));
      return postSubmission({}, { apiBase: '', fetchImpl });
    };
    await expect(answerWith('AKS-7K3M-9QX2')).resolves.toEqual({
      message: 'Received.',
      reference: 'AKS-7K3M-9QX2',
    });
    const hostile: unknown[] = [
      '<img src=x onerror=alert(1)>',
      'AKS-7K3M-9QX2\nCall +1 555 0100 to confirm',
      'AKS-7K3M-9QX2\u202E',
      'a'.repeat(200),
      '',
      42,
      null,
      { toString: 'AKS-1' },
    ];
    for (const reference of hostile) {
      await expect(answerWith(reference)).resolves.toEqual({ message: 'Received.' });
    }
  });

  it('resolves without a message when a 2xx answer carries none', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    await expect(postSubmission({}, { apiBase: '', fetchImpl })).resolves.toEqual({});
  });

  it("keeps a refusal's server message for the form to show", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(400, { message: 'Please check first_name.' }));
    await expect(postSubmission({}, { apiBase: '', fetchImpl })).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      serverMessage: 'Please check first_name.',
    });
  });

  it("reads a 429's Retry-After, and keeps no server details of a 5xx", async () => {
    const limited = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(429, { message: 'x' }, { 'Retry-After': '42' }));
    await expect(postSubmission({}, { apiBase: '', fetchImpl: limited })).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfter: 42,
    });
    const broken = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('<html>stack trace</html>', { status: 502 }));
    const error: unknown = await postSubmission({}, { apiBase: '', fetchImpl: broken }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'server', status: 502, serverMessage: undefined });
    expect((error as Error).message).not.toMatch(/stack trace/);
  });

  it('reports a network failure readably', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postSubmission({}, { apiBase: '', fetchImpl })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('gives up after its timeout, 30 seconds unless told otherwise', async () => {
    expect(gatewayTimeoutMs).toBe(30_000);
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const started = performance.now();
    const error: unknown = await postSubmission(
      {},
      { apiBase: '', fetchImpl, timeoutMs: 50 },
    ).catch((caught: unknown) => caught);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 50 });
  });
});
