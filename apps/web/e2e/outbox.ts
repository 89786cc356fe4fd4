// The sandbox outbox (docs/sandbox.md, "Outbox"): the codes the sandbox "sent" by SMS and email are
// random per request, so tests read them from `GET /__sandbox/outbox` instead of typing a fixed one.
import { expect, type APIRequestContext } from '@playwright/test';

const OUTBOX = 'http://127.0.0.1:4010/__sandbox/outbox';

interface OutboxMessage {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly text: string;
  readonly code?: string;
  readonly at: string;
}

/** The newest message to `to` (an email address, or a phone number with or without its country code). */
export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  const response = await request.get(`${OUTBOX}?to=${encodeURIComponent(to)}`);
  expect(response.ok(), `GET /__sandbox/outbox?to=${to}`).toBe(true);
  const [newest] = (await response.json()) as OutboxMessage[];
  expect(newest, `a message to ${to} in the sandbox outbox`).toBeTruthy();
  return newest!;
}

/** The code (or reset token) of the newest message to `to`. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const { code } = await latestMessage(request, to);
  expect(code, `the newest message to ${to} carries a code`).toBeTruthy();
  return code!;
}
