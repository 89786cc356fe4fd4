import { describe, expect, it } from 'vitest';
import { RENEWAL_DEADLINE, formatRenewalDeadline, renewalBannerOf, renewalDeadlineFor } from './renewal';

const at = (iso: string) => Date.parse(iso);

describe('renewal banner (spec 000 §4)', () => {
  it('has its deadline on 30 June', () => {
    expect(RENEWAL_DEADLINE).toEqual({ month: 6, day: 30 });
  });

  it.each([
    ['NotStarted', 'renewNow'],
    ['Incomplete', 'continue'],
    ['Complete', 'viewInvoice'],
  ] as const)('%s shows %s', (renewalStatus, action) => {
    expect(renewalBannerOf({ status: { renewalStatus, renewalDeadline: '2026-06-30' }, now: at('2026-05-01T00:00:00Z') })).toEqual({
      action,
      deadline: '2026-06-30',
    });
  });

  it('shows nothing without a status or with an unknown one', () => {
    expect(renewalBannerOf({ status: undefined, now: 0 })).toBeNull();
    expect(renewalBannerOf({ status: null, now: 0 })).toBeNull();
    expect(renewalBannerOf({ status: { renewalStatus: 'Lapsed' as never }, now: 0 })).toBeNull();
  });

  it('uses the next 30 June when the server gives no deadline', () => {
    expect(renewalBannerOf({ status: { renewalStatus: 'NotStarted' }, now: at('2026-11-21T10:00:00Z') })?.deadline).toBe('2027-06-30');
    expect(renewalBannerOf({ status: { renewalStatus: 'NotStarted', renewalDeadline: 'soon' }, now: at('2026-03-01T10:00:00Z') })?.deadline).toBe(
      '2026-06-30',
    );
  });

  it('counts 30 June itself as this year and 1 July as next year (UTC)', () => {
    expect(renewalDeadlineFor(at('2026-06-30T23:59:59Z'))).toBe('2026-06-30');
    expect(renewalDeadlineFor(at('2026-07-01T00:00:00Z'))).toBe('2027-06-30');
    expect(renewalDeadlineFor(at('2026-01-01T00:00:00Z'))).toBe('2026-06-30');
  });

  it('formats the deadline for people', () => {
    expect(formatRenewalDeadline('2026-06-30')).toBe('30 June 2026');
    expect(formatRenewalDeadline('whenever')).toBe('whenever');
  });
});
