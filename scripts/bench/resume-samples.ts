/**
 * The résumés `npm run bench:uploads` sends and reads: a two-page résumé's words, and the same
 * pages padded to the upload limit with a photo's worth of bytes.
 */
import { randomBytes } from 'node:crypto';
import { maxResumeBytes } from '@/shared/forms/resume-file';
import { pdfPages } from '../../server/support/resume-corpus';

/** The words of a two-page résumé, as an applicant's would run. */
export function resumeLines(): string[][] {
  const page = (first: number) =>
    Array.from({ length: 45 }, (_, index) => {
      const line = first + index;
      return line % 9 === 0
        ? `Experience ${String(line / 9)}: Senior SAP IS-U consultant, Omaha, NE (2018-2026)`
        : `Led billing and device management work for utility clients; item ${String(line)}.`;
    });
  return [page(0), page(45)];
}

/** A two-page résumé padded with a photo's worth of bytes to the upload limit. */
export function largeResume(): Buffer {
  const text = pdfPages(resumeLines());
  const room = maxResumeBytes - text.length - 4_096;
  const side = Math.floor(Math.sqrt(room / 3));
  const pixels = randomBytes(side * side * 3);
  const image = Buffer.concat([
    Buffer.from(
      `<< /Type /XObject /Subtype /Image /Width ${String(side)} /Height ${String(side)} ` +
        `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${String(pixels.length)} >>\nstream\n`,
      'latin1',
    ),
    pixels,
    Buffer.from('\nendstream', 'latin1'),
  ]);
  return pdfPages(resumeLines(), { objects: [image] });
}
