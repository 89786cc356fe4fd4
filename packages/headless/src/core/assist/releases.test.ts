import { describe, expect, it } from 'vitest';
import { canEditAssist, firstReleaseNote, releaseMediaInOrder } from './releases';

describe('assist releases and edit rights', () => {
  it('shows the first release note (spec 000 §3)', () => {
    const first = { id: 'n1', notes: '<p>One</p>' };
    expect(firstReleaseNote({ canEdit: false, releaseNote: [first, { id: 'n2', notes: 'Two' }] })).toBe(first);
    expect(firstReleaseNote({ canEdit: false, releaseNote: [] })).toBeUndefined();
    expect(firstReleaseNote(undefined)).toBeUndefined();
  });

  it('lists news before coming soon', () => {
    const item = (fileType: string) => ({ id: fileType, fileType, fileName: `${fileType}.png`, fileUrl: 'https://media.example/x.png' });
    const ordered = releaseMediaInOrder({ canEdit: false, releaseMedia: [item('other'), item('comingsoon'), item('new')] });
    expect(ordered.map((m) => m.fileType)).toEqual(['new', 'comingsoon', 'other']);
    expect(releaseMediaInOrder(undefined)).toEqual([]);
  });

  it('grants editing only when the server says canEdit and the is-admin check agrees (spec 000 §6)', () => {
    expect(canEditAssist({ canEdit: true, isAdmin: true })).toBe(true);
    expect(canEditAssist({ canEdit: true, isAdmin: false })).toBe(false);
    expect(canEditAssist({ canEdit: false, isAdmin: true })).toBe(false);
    expect(canEditAssist({ canEdit: true, isAdmin: undefined })).toBe(false);
    expect(canEditAssist({ canEdit: undefined, isAdmin: true })).toBe(false);
  });
});
