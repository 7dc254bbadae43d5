import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maxResumeBytes } from '@/shared/forms/resume-file';
import { pdf } from '../support/resume-corpus';
import { checkResume } from './resume-check';

/** A PDF with `filler` bytes of a picture's noise before `marker`, as an unreferenced object. */
function pdfWith(filler: number, marker: string): Buffer {
  // Noise without names' characters, so only the marker can be found.
  const noise = Buffer.from(randomBytes(filler).map((byte) => 0x41 + (byte % 26)));
  return pdf(['Sam Lee', 'SAP IS-U consultant'], {
    objects: [Buffer.concat([noise, Buffer.from(marker, 'latin1')])],
  });
}

/** Where the noise starts in `pdfWith`'s file: the marker then sits at this plus `filler`. */
const noiseStart = (file: Buffer) => file.indexOf('6 0 obj\n', 0, 'latin1') + '6 0 obj\n'.length;

describe('the PDF check, a slice of the file at a time', () => {
  it('finds a name that crosses the edge of a slice, whichever side it starts', async () => {
    const slice = 512 * 1024;
    for (const offset of [-11, -6, -1, 0, 1]) {
      const probe = pdfWith(slice, ' /JavaScript ');
      const filler = slice - noiseStart(probe) + offset;
      const file = pdfWith(filler, ' /JavaScript ');
      const verdict = await checkResume('resume.pdf', file);
      expect(verdict, `offset ${String(offset)}`).toEqual({
        ok: true,
        type: 'pdf',
        flags: ['script'],
      });
    }
  });

  it('does not take a longer name cut at the edge of a slice for a flagged one', async () => {
    const slice = 512 * 1024;
    const probe = pdfWith(slice, ' /JSX ');
    // "/JS" ends exactly at the slice's last byte; the "X" after it is in the next slice.
    const file = pdfWith(slice - noiseStart(probe) - 4, ' /JSX ');
    expect(await checkResume('resume.pdf', file)).toEqual({ ok: true, type: 'pdf', flags: [] });
  });

  it('lets other work run while it reads a file of the largest size', async () => {
    const file = pdfWith(maxResumeBytes - 4096, ' /Launch ');
    let turns = 0;
    let checking = true;
    const count = () => {
      if (!checking) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const verdict = await checkResume('resume.pdf', file);
    checking = false;
    expect(verdict).toEqual({ ok: true, type: 'pdf', flags: ['launch'] });
    // Ten megabytes in slices of half of one: the event loop turned between every two.
    expect(turns).toBeGreaterThanOrEqual(19);
  });
});
