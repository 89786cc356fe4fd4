import { describe, expect, it } from 'vitest';
import { TRANSACTION_HUB_COOKIE, hasTransactionHubAcknowledgement, transactionHubAcknowledgementCookie } from './transaction-hub';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('transaction hub acknowledgement (spec 001 §9)', () => {
  it('is the TransactionHubAcknowledgement cookie', () => {
    expect(TRANSACTION_HUB_COOKIE).toBe('TransactionHubAcknowledgement');
  });

  it.each([
    ['TransactionHubAcknowledgement=true', true],
    ['a=1; TransactionHubAcknowledgement=true; b=2', true],
    ['a=1;TransactionHubAcknowledgement = true', true],
    ['TransactionHubAcknowledgement=false', false],
    ['XTransactionHubAcknowledgement=true', false],
    ['transactionhubacknowledgement=true', false],
    ['', false],
  ])('%j acknowledged: %s', (cookies, acknowledged) => {
    expect(hasTransactionHubAcknowledgement(cookies)).toBe(acknowledged);
  });

  it('records it for the days the caller sets', () => {
    expect(transactionHubAcknowledgementCookie(30, NOW)).toBe(
      'TransactionHubAcknowledgement=true; path=/; SameSite=Lax; Secure; expires=Wed, 23 Dec 2026 12:00:00 GMT',
    );
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('gives a session cookie for %d days', (days) => {
    expect(transactionHubAcknowledgementCookie(days, NOW)).toBe('TransactionHubAcknowledgement=true; path=/; SameSite=Lax; Secure');
  });

  it('reads back what it writes', () => {
    expect(hasTransactionHubAcknowledgement(transactionHubAcknowledgementCookie(7, NOW).split(';')[0] ?? '')).toBe(true);
  });
});
