import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createSdk } from '@ypo/sdk';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { withNotificationOption } from '../../core/privacy-settings/privacy-settings';
import { HeadlessProvider } from '../../hooks/headless-provider';
import { useNotificationSettings, useVisibilitySettings } from './use-privacy-settings';

const personId = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const notifications = {
  personId,
  communities: [{ communityId: '00000000-0000-4000-8000-00000000c101', name: 'Harbor City Chapter', communityType: 'chapter', notificationOption: 'New Activity' }],
};

function wrapperWith(fetch: (request: Request) => Promise<Response>) {
  const sdk = createSdk({ baseUrl: 'http://gw.test', getAccessToken: () => 't', fetch });
  return ({ children }: { children: ReactNode }) => (
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

afterEach(cleanup);

describe('privacy settings hooks', () => {
  it('saves notification settings and reports the spec success text', async () => {
    const saved: unknown[] = [];
    const wrapper = wrapperWith(async (request) => {
      if (request.method === 'POST') {
        const body = await request.json();
        saved.push(body);
        return Response.json(body);
      }
      return Response.json(notifications);
    });
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
    const wrapper = wrapperWith(async (request) =>
      request.method === 'POST' ? Response.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }) : Response.json(settings),
    );
    const { result } = renderHook(() => useVisibilitySettings(), { wrapper });
    await waitFor(() => expect(result.current.settings).toBeDefined());
    const outcome = await act(() => result.current.save(settings));
    expect(outcome).toEqual({ isSaved: false, message: MESSAGES.visibilitySettingsFailed });
  });
});
