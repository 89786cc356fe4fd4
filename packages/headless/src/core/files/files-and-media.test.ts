import { describe, expect, it } from 'vitest';
import { fileNameOfDisposition } from './files-and-media';

describe('fileNameOfDisposition', () => {
  it.each([
    ['attachment; filename="Harbor City Chapter directory.xlsx"', 'Harbor City Chapter directory.xlsx'],
    ['attachment; filename=report.csv', 'report.csv'],
    [`attachment; filename="Caf_ report.xlsx"; filename*=UTF-8''Caf%C3%A9%20report.xlsx`, 'Café report.xlsx'],
    [`attachment; filename="fallback.xlsx"; filename*=UTF-8''%E0%A4%A`, 'fallback.xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="a\\\\b.txt"', 'b.txt'],
    ['attachment', 'default.bin'],
    ['attachment; filename=""', 'default.bin'],
    [null, 'default.bin'],
  ])('%s gives %s', (header, expected) => {
    expect(fileNameOfDisposition(header, 'default.bin')).toBe(expected);
  });
});
