// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gatewayPath } from '@/config/endpoints';
import { messageOf, testServers } from '../support/test-server';
import { validApply, validContact } from '../support/payloads';
import {
  storedSubmissions,
  submissionCount,
  type StoredSubmission,
} from '../support/stored-submissions';

/** The gateway's routes, answered in process: nothing here is about the socket. */
const start = testServers({ inProcess: true });

describe('accepted submissions', () => {
  it('stores a contact request field for field and thanks the person by name', async () => {
    const server = await start();
    const before = Date.now();
    const response = await server.submit(validContact);
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await messageOf(response)).toBe(
      'Thank you, Jane. We received your message and will reply within one business day.',
    );
    const rows = await storedSubmissions(server.database);
    expect(rows).toHaveLength(1);
    const [row] = rows as [StoredSubmission];
    expect(row).toEqual({
      id: 1,
      kind: 'contact',
      received_at: row.received_at,
      country: null,
      position: null,
      onsite: null,
      ...validContact,
    });
    expect(row.received_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(row.received_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.received_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stores an application (a body with country) with its location', async () => {
    const server = await start();
    const response = await server.submit(validApply);
    expect(response.status).toBe(201);
    expect(await messageOf(response)).toBe(
      'Thank you, Ravi. We received your application and a recruiter will contact you within five business days.',
    );
    const [row] = (await storedSubmissions(server.database)) as [StoredSubmission];
    expect(row).toMatchObject({
      kind: 'apply',
      ...validApply,
      // The resume arrives untrimmed from the form (trailing newline) and is stored trimmed.
      message: validApply.message.trim(),
      // Read from the message's first two lines, for the inbox's job filter and the e-mail.
      position: 'Senior Java Developer',
      onsite: 'Yes',
    });
  });

  it('stores trimmed values and empty text for optional contact fields left out', async () => {
    const server = await start();
    const response = await server.submit({
      portal_name: ' Akscel ',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: '  Jane\t',
      last_name: '\nDoe ',
    });
    expect(response.status).toBe(201);
    expect(await messageOf(response)).toContain('Thank you, Jane.');
    const [row] = (await storedSubmissions(server.database)) as [StoredSubmission];
    expect(row).toMatchObject({
      kind: 'contact',
      portal_name: 'Akscel',
      first_name: 'Jane',
      last_name: 'Doe',
      orgnization_email: '',
      orgnization_name: '',
      message: '',
      country: null,
    });
  });

  it('accepts values exactly at their length limits', async () => {
    const server = await start();
    const response = await server.submit({
      ...validApply,
      first_name: 'a'.repeat(100),
      orgnization_email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
      country: 'c'.repeat(100),
      message: 'm'.repeat(20_000),
    });
    expect(response.status).toBe(201);
    // The body limit leaves room for a full resume in three-byte characters.
    const euros = await server.submit({ ...validApply, message: '€'.repeat(20_000) });
    expect(euros.status).toBe(201);
  });
});

describe('refused submissions', () => {
  it('answers 400 naming each invalid field in plain words, and stores nothing', async () => {
    const server = await start();
    const response = await server.submit({
      ...validContact,
      first_name: '   ',
      orgnization_email: 'jane.doe',
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Please check these fields: first_name (Enter your first name.), orgnization_email (Enter an e-mail address such as name@example.com.)',
    );
    expect(await submissionCount(server.database)).toBe(0);
  });

  it('checks an application against the application rules', async () => {
    const server = await start();
    const withoutResume = Object.fromEntries(
      Object.entries(validApply).filter(([name]) => name !== 'message'),
    );
    const response = await server.submit({
      ...withoutResume,
      orgnization_email: '',
      country: 'x'.repeat(101),
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Please check these fields: orgnization_email (Enter your e-mail address.), country (Location can be at most 100 characters.), message (Paste your resume.)',
    );
    expect(await submissionCount(server.database)).toBe(0);
  });

  it('refuses onSite, which the form keeps but never sends', async () => {
    const server = await start();
    const response = await server.submit({ ...validApply, onSite: 'Yes' });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Please check these fields: onSite (This field is not accepted.)',
    );
    expect(await submissionCount(server.database)).toBe(0);
  });

  it('does not coerce: a number is not a name', async () => {
    const server = await start();
    const response = await server.submit({ ...validContact, last_name: 42 });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('Please check these fields: last_name (Must be text.)');
    expect(await submissionCount(server.database)).toBe(0);
  });

  it('answers 415 to anything but JSON', async () => {
    const server = await start();
    const response = await server.fetch(gatewayPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'first_name=Jane&last_name=Doe',
    });
    expect(response.status).toBe(415);
    expect(await messageOf(response)).toMatch(/JSON/);
  });

  it('answers 413 past 64 KB, with or without a declared length', async () => {
    const server = await start();
    const big = JSON.stringify({ ...validContact, message: 'm'.repeat(64 * 1024) });
    const declared = await server.fetch(gatewayPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    const bytes = new TextEncoder().encode(big);
    const chunked = await server.fetch(gatewayPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 8192) {
            controller.enqueue(bytes.slice(at, at + 8192));
          }
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await messageOf(chunked)).toMatch(/too large/);
    expect(await submissionCount(server.database)).toBe(0);
  });

  it('answers 405 with an Allow header to other methods', async () => {
    const server = await start();
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const response = await server.fetch(gatewayPath, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
      expect(await messageOf(response)).toMatch(/POST/);
    }
    const head = await server.fetch(gatewayPath, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('Allow')).toBe('POST, OPTIONS');
  });
});
