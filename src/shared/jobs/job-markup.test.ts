import { describe, expect, it } from 'vitest';
import { firstJobs } from './first-jobs';
import { inlineText, isAllowedHref, parseBlocks, parseInline, plainTextOf } from './job-markup';

const text = (value: string) => ({ kind: 'text', text: value });

describe('inline markup', () => {
  it('reads bold, italic and links', () => {
    expect(
      parseInline('Use **SAP** and *Oracle* or _Java_ [here](https://example.com/a?b=1).'),
    ).toEqual([
      text('Use '),
      { kind: 'strong', children: [text('SAP')] },
      text(' and '),
      { kind: 'em', children: [text('Oracle')] },
      text(' or '),
      { kind: 'em', children: [text('Java')] },
      text(' '),
      { kind: 'link', href: 'https://example.com/a?b=1', children: [text('here')] },
      text('.'),
    ]);
  });

  it('nests emphasis and reads markup inside a link’s text, but no link inside a link', () => {
    expect(parseInline('**bold _and italic_**')).toEqual([
      {
        kind: 'strong',
        children: [text('bold '), { kind: 'em', children: [text('and italic')] }],
      },
    ]);
    // A link's text ends at the first "]": the inner "[" is text, and no link holds a link.
    expect(parseInline('[**Apply** [now](https://b.example)](https://a.example)')).toEqual([
      {
        kind: 'link',
        href: 'https://b.example',
        children: [{ kind: 'strong', children: [text('Apply')] }, text(' [now')],
      },
      text('](https://a.example)'),
    ]);
    expect(parseInline('[see *this*](mailto:jobs@example.com)')).toEqual([
      {
        kind: 'link',
        href: 'mailto:jobs@example.com',
        children: [text('see '), { kind: 'em', children: [text('this')] }],
      },
    ]);
  });

  it('keeps every text without markup as one text node, as typed', () => {
    for (const job of firstJobs) {
      for (const line of [job.summary, ...job.responsibilities, ...job.qualifications]) {
        expect(parseInline(line)).toEqual([text(line)]);
      }
    }
    expect(parseInline('')).toEqual([]);
  });

  it('leaves unbalanced, spaced and in-word markers as text', () => {
    for (const source of [
      '**not closed',
      'not opened**',
      '*a',
      '5 * 3 * 2',
      '** spaced **',
      '* spaced *',
      'snake_case_name and file_name.txt',
      '_half',
      '****',
      '**',
      '*',
      '[text]',
      '[text] (https://a.example)',
      '[](https://a.example)',
      '[text](https://a.example',
      '[text](https://a.example with space)',
      'C++ and C# at 50% [sic]',
    ]) {
      expect(inlineText(parseInline(source)), source).toBe(source);
      expect(
        parseInline(source).every((node) => node.kind === 'text'),
        source,
      ).toBe(true);
    }
  });

  it('shows a link to any address but http(s) with a host or mailto as the text typed', () => {
    for (const source of [
      '[x](javascript:alert(1))',
      '[x](JavaScript:alert(1))',
      '[x](  javascript:alert(1))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '[x](vbscript:msgbox)',
      '[x](//evil.example)',
      '[x](/careers)',
      '[x](../admin)',
      '[x](#top)',
      '[x](https:evil.example)',
      '[x](https:///evil.example)',
      '[x](https:\\\\evil.example)',
      '[x](mailto:/evil)',
      '[x](https://evil.example/\u202etxt.exe)',
      '[x](https://exämple.com)',
      '[x](ftp://files.example)',
    ]) {
      const nodes = parseInline(source);
      expect(
        nodes.some((node) => node.kind === 'link'),
        source,
      ).toBe(false);
      expect(inlineText(nodes), source).toBe(source);
    }
    expect(isAllowedHref('HTTPS://Example.com')).toBe(true);
    expect(isAllowedHref('http://example.com:8080/a(b)')).toBe(true);
  });

  it('never reads HTML, entities or bidirectional controls, which stay text', () => {
    for (const source of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '&lt;b&gt; &amp; &#x3C;',
      'abc\u202edef',
      '**<b>x</b>**',
    ]) {
      expect(inlineText(parseInline(source)), source).toBe(source.replace(/\*\*/g, ''));
    }
    expect(parseInline('**<b>x</b>**')).toEqual([{ kind: 'strong', children: [text('<b>x</b>')] }]);
  });

  it('stops nesting at a few levels, keeping the deeper markers as text', () => {
    const deep = `${'**_'.repeat(50)}x${'_**'.repeat(50)}`;
    let depth = 0;
    let node = parseInline(deep)[0];
    while (node !== undefined && node.kind !== 'text') {
      depth += 1;
      node = node.children[0];
    }
    expect(depth).toBeLessThanOrEqual(4);
  });

  it('reads very long and hostile inputs in linear time', () => {
    const inputs = [
      '**a '.repeat(50_000),
      '*a '.repeat(50_000),
      '_a '.repeat(50_000),
      '['.repeat(100_000),
      '[a]('.repeat(50_000),
      '[a](https://x'.repeat(20_000),
      `${'*'.repeat(100_000)}a`,
    ];
    const started = performance.now();
    for (const source of inputs) {
      expect(inlineText(parseInline(source)).length).toBeGreaterThan(0);
    }
    // Generous for a slow machine; a quadratic reading of these takes minutes.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('block markup (the summary)', () => {
  it('reads paragraphs apart by blank lines and "- " lines as a list', () => {
    expect(parseBlocks('First **one**.\nstill first\n\n- a\n- *b*\n\nLast')).toEqual([
      {
        kind: 'paragraph',
        children: [
          text('First '),
          { kind: 'strong', children: [text('one')] },
          text('.\nstill first'),
        ],
      },
      { kind: 'list', items: [[text('a')], [{ kind: 'em', children: [text('b')] }]] },
      { kind: 'paragraph', children: [text('Last')] },
    ]);
    expect(parseBlocks('Intro\n- a\n- b\nAfter')).toEqual([
      { kind: 'paragraph', children: [text('Intro')] },
      { kind: 'list', items: [[text('a')], [text('b')]] },
      { kind: 'paragraph', children: [text('After')] },
    ]);
    expect(parseBlocks('\r\n\r\n  \n')).toEqual([]);
    expect(parseBlocks('-not a list\n-\n- ')).toEqual([
      { kind: 'paragraph', children: [text('-not a list\n-\n-')] },
    ]);
  });

  it('reads every first job’s summary as the one paragraph it was', () => {
    for (const job of firstJobs) {
      expect(parseBlocks(job.summary)).toEqual([
        { kind: 'paragraph', children: [text(job.summary)] },
      ]);
    }
  });

  it('gives the words alone for a card or a search result', () => {
    expect(plainTextOf('We **build** [teams](https://a.example).\n\n- *SAP*\n- Oracle')).toBe(
      'We build teams. SAP Oracle',
    );
    expect(plainTextOf('[x](javascript:alert(1)) <b>')).toBe('[x](javascript:alert(1)) <b>');
    for (const job of firstJobs) expect(plainTextOf(job.summary)).toBe(job.summary);
  });
});
