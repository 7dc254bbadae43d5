import { describe, expect, it } from 'vitest';
import { formMessages } from '@/content/forms';
import { GatewayError } from '@/lib/gateway-client';
import { submitErrorMessage, submitSuccessMessage } from './use-gateway-form';

describe('submission copy', () => {
  it("shows the server's words on success, and ours when it sent none", () => {
    expect(submitSuccessMessage({ message: 'Thank you, Jane.' })).toBe('Thank you, Jane.');
    expect(submitSuccessMessage({})).toBe(formMessages.received);
  });

  it('says what went wrong in words a visitor can act on', () => {
    expect(submitErrorMessage(new GatewayError('network'))).toBe(formMessages.network);
    expect(submitErrorMessage(new GatewayError('timeout', { timeoutMs: 30_000 }))).toMatch(
      /within 30 seconds/,
    );
    expect(
      submitErrorMessage(new GatewayError('rejected', { status: 400, serverMessage: 'Check x.' })),
    ).toBe('Check x.');
    expect(submitErrorMessage(new GatewayError('rejected', { status: 415 }))).toBe(
      formMessages.rejected,
    );
    expect(submitErrorMessage(new GatewayError('too-large', { status: 413 }))).toBe(
      formMessages.tooLarge,
    );
    expect(submitErrorMessage(new GatewayError('rate-limited', { retryAfter: 42 }))).toMatch(
      /42 seconds/,
    );
    expect(submitErrorMessage(new GatewayError('rate-limited'))).toMatch(/wait a minute/);
    expect(submitErrorMessage(new GatewayError('server', { status: 502 }))).toMatch(/error 502/);
    expect(submitErrorMessage(new Error('boom'))).toBe(formMessages.unexpected);
  });
});
