// The messenger end to end against the sandbox's Synapse (docs/messenger.md): two members in two browser contexts,
// a third for the group. Everything goes through the screens; the homeserver's own API (through the sandbox's control
// endpoint) shows what it holds. Issue 18 "Done when".
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { homeserverEventTypes } from './homeserver';
import { signInAnother, signInAt } from './sign-in';

// Personas no seeded conversation involves (mocks/src/matrix/seed-conversations.ts): their counts start at 0.
const CHEN = { username: 'chen.weiling', id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000003', name: 'Wei-Ling Chen' };
const ESPERANZA = { username: 'esperanza.ruiz', id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000005', name: 'Esperanza Ruiz' };
const INES = { username: 'ines.delacroix', id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000010', name: 'Ines Delacroix' };
const CONNECT = { timeout: 60_000 };

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messenger/ });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversationLink = (page: Page, name: RegExp | string) => page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name });

/** Sends a text through the composer and waits until the homeserver has it (status sent). */
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(log(page).locator('li[data-status="sent"]', { hasText: text }).last()).toBeVisible();
}

/** Every text the browser keeps: local and session storage, every IndexedDB store's records, Cache Storage. */
async function storedText(page: Page): Promise<{ databases: string[]; text: string }> {
  return page.evaluate(async () => {
    const parts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '');
    for (const name of databases) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve([]);
        });
        parts.push(JSON.stringify(all, (_k, v: unknown) => (v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? new TextDecoder().decode(v as ArrayBuffer) : v)));
      }
      db.close();
    }
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys()) parts.push((await (await cache.match(request))?.text()) ?? '');
    }
    return { databases, text: parts.join('\n') };
  });
}

test.setTimeout(300_000);

test('two members chat encrypted: profile -> Message, unread badge, live reply, read markers, a group renamed and left, scroll-back by 75, encrypted on the server, nothing after logout', async ({
  page,
  browser,
  request,
}) => {
  // B is signed in (their device exists: a message is encrypted for the devices the room's members have).
  const esperanza = await signInAnother(browser, '/messenger', ESPERANZA.username);
  await expect(esperanza.getByRole('heading', { level: 2, name: 'Conversations' })).toBeVisible(CONNECT);
  await esperanza.getByRole('link', { name: 'Home' }).click();
  await expect(badge(esperanza)).toHaveAccessibleName('Messenger');

  // A opens B's profile and chooses Message: /messenger?with=B, a draft until the first message.
  await signInAt(page, `/memberProfile?memberId=${ESPERANZA.id}`, CHEN.username);
  await page.getByRole('link', { name: /^Message / }).click();
  await expect(page).toHaveURL(new RegExp(`/messenger\\?with=${ESPERANZA.id}`));
  await expect(page.getByRole('heading', { level: 2, name: ESPERANZA.name })).toBeVisible(CONNECT);
  await send(page, 'Hello Esperanza, shall we meet in Lisbon?');
  // The draft became a private room: the address names it.
  await expect(page).toHaveURL(/\/messenger\?room=%21/);
  const roomId = new URL(page.url()).searchParams.get('room') ?? '';
  await expectAccessible(page);

  // B: the badge counts one conversation; B opens it, joins, reads and replies.
  await expect(badge(esperanza)).toHaveAccessibleName('Messenger, 1 unread conversation', CONNECT);
  await badge(esperanza).click();
  await conversationLink(esperanza, new RegExp(CHEN.name)).click();
  await esperanza.getByRole('button', { name: 'Join' }).click();
  await expect(log(esperanza).getByText('Hello Esperanza, shall we meet in Lisbon?')).toBeVisible();
  await expect(badge(esperanza)).toHaveAccessibleName('Messenger');
  // B's read marker stands on A's message in A's view.
  const hello = log(page).locator('li', { hasText: 'Hello Esperanza' });
  await expect(hello.getByText(`Read by ${ESPERANZA.name}`)).toBeVisible();

  // B replies; A sees it live, and B's marker leaves A's message for her own reply; A's open view reads it, so B sees A's marker.
  await send(esperanza, 'Yes, Thursday works for me.');
  const reply = log(page).locator('li', { hasText: 'Yes, Thursday works for me.' });
  await expect(reply).toBeVisible();
  await expect(hello.getByText(/Read by/)).toHaveCount(0);
  await expect(log(esperanza).locator('li', { hasText: 'Yes, Thursday works' }).getByText(`Read by ${CHEN.name}`)).toBeVisible();

  // A group with B and a third member, renamed by its owner; the third member leaves it.
  const ines = await signInAnother(browser, '/messenger', INES.username);
  await expect(ines.getByRole('heading', { level: 2, name: 'Conversations' })).toBeVisible(CONNECT);
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByRole('textbox', { name: 'Group name' }).fill('Lisbon retreat planning 2027');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('A group name can have at most 25 characters.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Group name' })).toHaveValue('Lisbon retreat planning 2027');
  await dialog.getByRole('textbox', { name: 'Group name' }).fill('Lisbon retreat');
  for (const member of [ESPERANZA, INES]) {
    await dialog.getByRole('searchbox', { name: 'Find members' }).fill(member.name.split(' ')[0] ?? '');
    await dialog.getByRole('button', { name: `Add ${member.name}` }).click();
  }
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lisbon retreat' })).toBeVisible(CONNECT);
  const groupId = new URL(page.url()).searchParams.get('room') ?? '';
  await send(page, 'Welcome to the retreat group.');
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('dialog', { name: 'Rename group' }).getByRole('textbox', { name: 'Group name' }).fill('Lisbon retreat 2027');
  await page.getByRole('dialog', { name: 'Rename group' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lisbon retreat 2027' })).toBeVisible();

  // The invitation shows the name it was sent with; joining brings the group's state.
  await conversationLink(ines, /Lisbon retreat/).click();
  await ines.getByRole('button', { name: 'Join' }).click();
  await expect(log(ines).getByText('Welcome to the retreat group.')).toBeVisible();
  await expect(ines.getByRole('heading', { level: 2, name: 'Lisbon retreat 2027' })).toBeVisible();
  await expect(ines.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await ines.getByRole('button', { name: 'Leave' }).click();
  await ines.getByRole('alertdialog', { name: 'Leave conversation' }).getByRole('button', { name: 'Leave' }).click();
  await expect(conversationLink(ines, /Lisbon retreat/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Participants' }).click();
  await expect(page.getByRole('dialog', { name: 'Participants' }).getByText(INES.name)).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Participants' }).getByRole('button', { name: 'Cancel' }).click();
  await ines.context().close();

  // Scroll-back: 80 more messages, then B opens the conversation afresh: the latest page, and the page before on scrolling up.
  await conversationLink(page, new RegExp(ESPERANZA.name)).click();
  for (let line = 1; line <= 80; line += 1) await send(page, `Agenda line ${line}`);
  await esperanza.goto(`/messenger?room=${encodeURIComponent(roomId)}`);
  await expect(log(esperanza).getByText('Agenda line 80', { exact: true })).toBeVisible(CONNECT);
  await expect(log(esperanza).getByText('Hello Esperanza, shall we meet in Lisbon?')).toHaveCount(0);
  const shown = await log(esperanza).locator('li').count();
  expect(shown).toBeLessThan(82);
  await log(esperanza).evaluate((element) => element.parentElement?.scrollTo({ top: 0 }));
  await expect(log(esperanza).getByText('Hello Esperanza, shall we meet in Lisbon?')).toBeVisible();
  expect(await log(esperanza).locator('li').count()).toBe(82);

  // The homeserver holds these conversations' messages encrypted only.
  for (const room of [roomId, groupId]) {
    const held = await homeserverEventTypes(request, room);
    expect(held.types).toContain('m.room.encrypted');
    expect(held.types).not.toContain('m.room.message');
    expect(held.plaintextBodies).toBe(0);
  }

  // After logout the browser keeps no message text (and no messenger database).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/logout');
  const stored = await storedText(page);
  expect(stored.databases.filter((name) => /ypo-messenger|matrix-js-sdk/.test(name))).toEqual([]);
  for (const text of ['Hello Esperanza', 'Thursday works', 'Agenda line', 'Welcome to the retreat']) expect(stored.text).not.toContain(text);
  await esperanza.context().close();
});
