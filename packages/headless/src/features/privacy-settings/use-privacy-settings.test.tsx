import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles } from '@ypo/msw';
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { withNotificationOption } from '../../core/privacy-settings/privacy-settings';
import { problem, server, testSdk, startMockServer } from '../../testing/mock-server';
import { HeadlessProvider } from '../../hooks/headless-provider';
import { useNotificationSettings, useVisibilitySettings } from './use-privacy-settings';

const personId = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const notifications = {
  personId,
  communities: [{ communityId: '00000000-0000-4000-8000-00000000c101', name: 'Harbor City Chapter', communityType: 'chapter' as const, notificationOption: 'New Activity' as const }],
};

function wrapperWith(...handlers: RequestHandler[]) {
  server.use(...handlers);
  const sdk = testSdk({ getAccessToken: () => 't' });
  return ({ children }: { children: ReactNode }) => (
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

startMockServer();
afterEach(cleanup);

describe('privacy settings hooks', () => {
  it('saves notification settings and reports the spec success text', async () => {
    const saved: unknown[] = [];
    const wrapper = wrapperWith(
      profiles.getGetNotificationSettingsMockHandler(notifications),
      profiles.getSaveNotificationSettingsMockHandler(async ({ request }) => {
        const body = (await request.json()) as typeof notifications;
        saved.push(body);
        return body;
      }),
    );
    const { result } = renderHook(() => useNotificationSettings(), { wrapper });
    await waitFor(() => expect(result.current.settings).toBeDefined());
    const changed = withNotificationOption(result.current.settings!, notifications.communities[0]!.communityId, 'Home Newsfeed');
    const outcome = await act(() => result.current.save(changed));
    expect(outcome).toEqual({ isSaved: true, message: MESSAGES.notificationSettingsSaved });
    expect(saved).toEqual([changed]);
    expect(result.current.settings?.communities[0]?.notificationOption).toBe('Home Newsfeed');
  });

  it('reports the spec failure text when the save fails', async () => {
    const settings = { personId, visibilitySettings: [{ key: 'address', isVisible: false }] };
    const wrapper = wrapperWith(
      profiles.getGetVisibilitySettingsMockHandler(settings),
      problem('post', '*/profiles/api/privacy-settings/save-visibility-settings', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useVisibilitySettings(), { wrapper });
    await waitFor(() => expect(result.current.settings).toBeDefined());
    const outcome = await act(() => result.current.save(settings));
    expect(outcome).toEqual({ isSaved: false, message: MESSAGES.visibilitySettingsFailed });
  });
});
