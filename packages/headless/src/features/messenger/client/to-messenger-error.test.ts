import { MatrixError } from 'matrix-js-sdk';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/messages';
import { MESSENGER_MESSAGES } from '../../../core/messenger/messages';
import { toMessengerError } from './messenger-client';

const refusal = (status: number, errcode: string) => new MatrixError({ errcode, error: `${errcode} from the homeserver` }, status);

describe('toMessengerError', () => {
  it.each([
    [401, 'M_UNKNOWN_TOKEN', 'unauthorized'],
    [403, 'M_FORBIDDEN', 'forbidden'],
    [404, 'M_NOT_FOUND', 'notFound'],
    [400, 'M_BAD_JSON', 'validation'],
    [429, 'M_LIMIT_EXCEEDED', 'validation'],
  ] as const)('a homeserver refusal %i %s is the AppError %s, with the status and body', (status, errcode, code) => {
    const error = toMessengerError(refusal(status, errcode));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code, cause: { status, body: { errcode } }, serverMessage: expect.stringContaining(errcode) });
  });

  it("a server failure or no answer says the messenger cannot connect (the catalogue's text)", () => {
    expect(toMessengerError(refusal(502, 'M_UNKNOWN'))).toMatchObject({ code: 'server', message: MESSENGER_MESSAGES.messengerUnavailable });
    expect(toMessengerError(new TypeError('fetch failed'))).toMatchObject({ code: 'connection', message: MESSENGER_MESSAGES.messengerUnavailable });
  });

  it('keeps an AppError, marks an abort, and anything else is unknown', () => {
    const same = new AppError('notFound');
    expect(toMessengerError(same)).toBe(same);
    expect(toMessengerError(new DOMException('aborted', 'AbortError'))).toMatchObject({ code: 'aborted' });
    expect(toMessengerError('odd')).toMatchObject({ code: 'unknown' });
  });
});
