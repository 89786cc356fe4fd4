import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone } from './normalise-phone';
import { phone } from './validators';

describe('normalisePhone (spec 000 §5)', () => {
  it.each([
    ['(555) 010-0100', '1', '15550100100'],
    ['555.010.0100', '001', '15550100100'],
    ['+44 20 7946 0000', '1', '442079460000'],
    ['0044 20 7946 0000', '1', '442079460000'],
    ['555 0100', undefined, '5550100'],
    ['555CALLNOW', 1, '1555CALLNOW'],
    [5550100, '44', '445550100'],
    ['', '1', ''],
    ['  -  ', '1', ''],
  ])('%j with country code %j -> %j', (number, code, expected) => {
    expect(normalisePhone(number, code)).toBe(expected);
  });

  it('never throws and yields letters and digits only (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (number, code) => {
        expect(normalisePhone(number, code)).toMatch(/^[A-Za-z0-9]*$/);
      }),
    );
  });

  it('turns a typed local number into one the phone rule accepts', () => {
    expect(phone(normalisePhone('(555) 010-0100'))).toEqual([]);
  });
});
