import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayPath } from '../config/paths';
import { GatewayError, gatewayUrl, postSubmission } from './gateway-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('gateway client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

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
    expect(gatewayUrl('')).toBe(gatewayPath);
  });

  it("returns the answer's message for any 2xx", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(200, { message: 'Received.', id: 7 }));
    await expect(postSubmission({}, { apiBase: '', fetchImpl })).resolves.toEqual({
      message: 'Received.',
    });
  });

  it('has a message of its own when a 2xx answer carries none', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    const answer = await postSubmission({}, { apiBase: '', fetchImpl });
    expect(answer.message).toMatch(/received/i);
  });

  it('turns a 400 into the server message', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(400, { message: 'Please check first_name.' }));
    await expect(postSubmission({}, { apiBase: '', fetchImpl })).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Please check first_name.',
    });
  });

  it('explains 429 with the Retry-After delay, and 5xx without server details', async () => {
    const limited = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(429, { message: 'x' }, { 'Retry-After': '42' }));
    await expect(postSubmission({}, { apiBase: '', fetchImpl: limited })).rejects.toThrow(
      /42 seconds/,
    );
    const broken = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('<html>stack trace</html>', { status: 502 }));
    const error: unknown = await postSubmission({}, { apiBase: '', fetchImpl: broken }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'server', status: 502 });
    expect((error as Error).message).not.toMatch(/stack trace/);
  });

  it('reports a network failure readably', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postSubmission({}, { apiBase: '', fetchImpl })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('gives up after 30 seconds', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const result = postSubmission({}, { apiBase: '', fetchImpl }).catch(
      (caught: unknown) => caught,
    );
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({
      kind: 'timeout',
      message: expect.stringMatching(/30 seconds/) as unknown,
    });
  });
});
