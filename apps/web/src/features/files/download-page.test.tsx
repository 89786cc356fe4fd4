import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHarness, server, startMockServer, userOf } from '../../testing/app-harness';
import { DownloadPage } from './download-page';

startMockServer();
afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const FILE = 'f0000000-0000-4000-8000-000000000001';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string) {
  const harness = createAppHarness({ user: userOf(AMARA) });
  harness.session.start({ token: { accessToken: 'token', expiresAt: Date.now() + 7_200_000 }, createdAt: Date.now() });
  render(
    <harness.Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/download/:id" element={<DownloadPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </harness.Providers>,
  );
}

describe('/download/{id} (spec 001 §2)', () => {
  it("opens the file's community page", async () => {
    server.use(
      communities.getDownloadCommunityFileMockHandler({ fileName: 'Chapter bylaws.pdf', base64: '', communityId: HARBOR }),
      communities.getGetCommunityMockHandler({ communityId: HARBOR, name: 'Harbor City Chapter', communityType: 'chapter' }),
    );
    renderAt(`/download/${FILE}`);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/chapter/${HARBOR}`));
  });

  it("shows the server's message for a file it does not know", async () => {
    server.use(http.get('*/communities/api/files-and-media/download-file/:id', () => HttpResponse.json({ title: 'Not Found', status: 404, detail: 'No file with this id.' }, { status: 404 })));
    renderAt(`/download/${FILE}`);
    expect(await screen.findByRole('heading', { name: 'File not available' })).toBeTruthy();
  });
});
