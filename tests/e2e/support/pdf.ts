/**
 * A one-page PDF with these lines, its cross-reference table worked out: a résumé file the
 * gateway takes and reads. `padding` adds a comment of that many bytes, for a file that takes a
 * while to send on a throttled line.
 */
export function onePagePdf(lines: readonly string[], padding = 0): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((line) => `(${line}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = `%PDF-1.7\n${padding > 0 ? `%${'x'.repeat(padding)}\n` : ''}`;
  const offsets = objects.map((object, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
