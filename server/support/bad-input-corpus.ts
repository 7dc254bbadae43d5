/**
 * A generated corpus of bad requests to the gateway: wrong types, values over their limits,
 * unknown and dangerous keys, broken JSON and encodings, wrong methods and content types,
 * oversized and deeply nested bodies, declared and chunked.
 */
import { fieldLimits } from '@/shared/forms/field-rules';
import { validApply, validContact } from './payloads';
import { maxBodyBytes } from '../gateway/messages';

export interface BadRequest {
  name: string;
  method?: string;
  contentType?: string | null;
  body: string | Uint8Array | (() => ReadableStream<Uint8Array>);
}

export const json = 'application/json';
const encoder = new TextEncoder();

const wrongValues: [string, unknown][] = [
  ['a number', 42],
  ['zero', 0],
  ['a boolean', true],
  ['null', null],
  ['an array', ['Jane']],
  ['an object', { value: 'Jane' }],
];

const limits: Record<string, number> = {
  portal_name: fieldLimits.portal,
  requested_demo_for_product_name: fieldLimits.portal,
  first_name: fieldLimits.name,
  last_name: fieldLimits.name,
  orgnization_email: fieldLimits.email,
  orgnization_name: fieldLimits.organization,
  country: fieldLimits.location,
  message: fieldLimits.longText,
};

/** A value one character over the field's limit (an e-mail stays well-formed). */
function overLimit(field: string): string {
  const length = (limits[field] ?? 0) + 1;
  if (field !== 'orgnization_email') return 'x'.repeat(length);
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

function nested(depth: number, open: string, close: string, inner: string): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

function chunked(bytes: Uint8Array): () => ReadableStream<Uint8Array> {
  return () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 4096)
          controller.enqueue(bytes.slice(at, at + 4096));
        controller.close();
      },
    });
}

export function buildCorpus(): BadRequest[] {
  const corpus: BadRequest[] = [];
  const add = (name: string, body: unknown) => {
    corpus.push({ name, body: JSON.stringify(body) });
  };
  const payloads = { contact: validContact, apply: validApply } as const;

  for (const [kind, payload] of Object.entries(payloads)) {
    const fields = Object.keys(payload);
    for (const field of fields) {
      for (const [label, value] of wrongValues) {
        // A wrong-typed country still makes the body an application.
        add(`${kind}: ${field} is ${label}`, { ...payload, [field]: value });
      }
      add(`${kind}: ${field} one character over its limit`, {
        ...payload,
        [field]: overLimit(field),
      });
    }
    const required =
      kind === 'apply'
        ? fields.filter((field) => field !== 'country')
        : ['portal_name', 'requested_demo_for_product_name', 'first_name', 'last_name'];
    for (const field of required) {
      const rest = Object.fromEntries(Object.entries(payload).filter(([name]) => name !== field));
      add(`${kind}: ${field} missing`, rest);
      add(`${kind}: ${field} blank`, { ...payload, [field]: ' \t\n ' });
    }
    if (kind === 'apply') add('apply: country blank', { ...payload, country: '   ' });
    for (const unknown of [
      'onSite',
      'id',
      'received_at',
      'FIRST_NAME',
      'first_name ',
      '',
      'kind',
    ]) {
      add(`${kind}: unknown field "${unknown}"`, { ...payload, [unknown]: 'Yes' });
    }
    for (const email of [
      'jane',
      'jane@',
      '@example.com',
      'jane doe@example.com',
      'a@b@c.example',
    ]) {
      add(`${kind}: e-mail "${email}"`, { ...payload, orgnization_email: email });
    }
    // Prototype pollution: written as raw JSON, since an object literal's __proto__ is not a key.
    const base = JSON.stringify(payload).slice(1, -1);
    for (const raw of [
      '"__proto__":{"polluted":"yes"}',
      '"constructor":{"prototype":{"polluted":"yes"}}',
      '"prototype":{"polluted":"yes"}',
      '"__proto__":"yes"',
      '"__proto__":null',
    ]) {
      corpus.push({ name: `${kind}: ${raw}`, body: `{${base},${raw}}` });
      corpus.push({ name: `${kind}: ${raw} first`, body: `{${raw},${base}}` });
    }
    corpus.push({
      name: `${kind}: first_name holding __proto__`,
      body: `{${base.replace(/"first_name":"[^"]*"/, '"first_name":{"__proto__":{"polluted":"yes"}}')}}`,
    });
    const text = JSON.stringify(payload);
    for (const cut of [1, 2, 10, 25, 50, 100, text.length - 2, text.length - 1]) {
      corpus.push({ name: `${kind}: cut after ${cut} characters`, body: text.slice(0, cut) });
    }
    // Control characters: NUL anywhere, and a line break or escape in a one-line field.
    for (const field of fields) {
      add(`${kind}: NUL in ${field}`, { ...payload, [field]: `Ja\u0000ne` });
      add(`${kind}: escape character in ${field}`, { ...payload, [field]: `Ja\u001bne` });
      add(`${kind}: C1 control in ${field}`, { ...payload, [field]: `Ja\u0085ne` });
      if (field !== 'message') {
        add(`${kind}: line break in ${field}`, { ...payload, [field]: `Jane\r\nBcc: x@y.example` });
      }
    }
    add(`${kind}: NUL in an unknown field's name`, { ...payload, ['x\u0000y']: 'Yes' });
    add(`${kind}: wrapped in an array`, [payload]);
    add(`${kind}: wrapped in an object`, { data: payload });
  }

  for (const body of [
    '{',
    '}',
    '{"first_name":}',
    "{'first_name':'Jane'}",
    '{"first_name":"Jane",}',
    '{first_name:"Jane"}',
    '{"first_name":"Jane" "last_name":"Doe"}',
    '{"first_name":NaN}',
    '{"first_name":"Jane"}//',
    '/* */{"first_name":"Jane"}',
    '{"first_name":"Ja\u0001ne"}',
    '{"first_name":"\\x41"}',
    '{"first_name":"Jane"}{"first_name":"Jane"}',
    'undefined',
    'nul',
    '{"a":1e999999}',
  ]) {
    corpus.push({ name: `malformed JSON ${body}`, body });
  }
  for (const body of ['[]', '[{}]', '"Jane"', '42', 'true', 'false', 'null', '{}', '""']) {
    corpus.push({ name: `not a submission: ${body}`, body });
  }

  const valid = JSON.stringify(validContact);
  for (const contentType of [
    null,
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/json',
    'application/jsonx',
    'application/ld+json',
    'application/json; charset=latin1',
    'application/json; charset=utf-16',
    'json',
    '',
  ]) {
    corpus.push({ name: `content type ${String(contentType)}`, contentType, body: valid });
  }
  corpus.push({ name: 'empty body', body: '' });
  corpus.push({ name: 'whitespace body', body: ' \n\t ' });
  corpus.push({ name: 'BOM only', body: '\ufeff' });

  const tooBig = `{"message":"${'m'.repeat(maxBodyBytes - 13)}"}`;
  if (encoder.encode(tooBig).length !== maxBodyBytes + 1)
    throw new Error('tooBig is not 64 KB + 1');
  corpus.push({ name: '64 KB + 1 with a length', body: tooBig });
  corpus.push({ name: '64 KB + 1 chunked', body: chunked(encoder.encode(tooBig)) });
  corpus.push({ name: '1 MB chunked', body: chunked(encoder.encode('x'.repeat(1 << 20))) });

  const manyKeys = Object.fromEntries(
    Array.from({ length: 5000 }, (_, index) => [`k${index}`, 1] as const),
  );
  add('5,000 unknown keys', { ...validContact, ...manyKeys });
  corpus.push({
    name: '3,000 duplicate keys',
    body: `{${Array.from({ length: 3000 }, () => '"first_name":"J"').join(',')}}`,
  });
  corpus.push({ name: 'arrays nested 20,000 deep', body: nested(20_000, '[', ']', '') });
  corpus.push({
    name: 'first_name nested 10,000 deep',
    body: `{"first_name":${nested(10_000, '[', ']', '"Jane"')}}`,
  });
  corpus.push({
    name: 'objects nested 5,000 deep',
    body: `{"message":${nested(5000, '{"a":', '}', '1')}}`,
  });

  const prefix = encoder.encode('{"first_name":"');
  const suffix = encoder.encode(
    '","last_name":"Doe","portal_name":"A","requested_demo_for_product_name":"B"}',
  );
  for (const [label, bytes] of [
    ['0xff', [0xff]],
    ['truncated sequence', [0xc3, 0x28]],
    ['overlong slash', [0xc0, 0xaf]],
    ['encoded surrogate', [0xed, 0xa0, 0x80]],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['lone continuation byte', [0x80]],
  ] as const) {
    corpus.push({
      name: `invalid UTF-8: ${label}`,
      body: new Uint8Array([...prefix, ...bytes, ...suffix]),
    });
  }
  corpus.push({ name: 'UTF-16 body', body: new Uint8Array(Buffer.from(valid, 'utf16le')) });

  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
    corpus.push({ name: `method ${method}`, method, body: method === 'GET' ? '' : valid });
  }
  return corpus;
}
