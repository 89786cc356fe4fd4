import { describe, expect, it } from 'vitest';
import { AppError } from '../messages';
import { contactCardError, profilePhotoError } from './errors';
import { isPhotoRefusal, isProfileLinkInvalid, userCommunitiesOf, withDisposition } from './extras';
import { PROFILE_MESSAGES } from './messages';

const GUID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const failed = (status: number | undefined, error: unknown = { title: 'Failed' }) => (status === undefined ? { error: new TypeError('fetch failed') } : { error, response: { status } });

describe('profile extras (spec 002 §2, §8, §9)', () => {
  it('splits the communities into chapters, regions and networks', () => {
    const c = (name: string, communityType: string) => ({ communityId: name, name, communityType });
    const split = userCommunitiesOf([c('Harbor', 'chapter'), c('Atlantic', 'region'), c('FBN', 'network'), c('Mentoring', 'group'), c('Lakeshore', 'Chapter')]);
    expect(split.chapters.map((x) => x.name)).toEqual(['Harbor', 'Lakeshore']);
    expect(split.regions.map((x) => x.name)).toEqual(['Atlantic']);
    expect(split.networks.map((x) => x.name)).toEqual(['FBN']);
    expect(userCommunitiesOf(undefined)).toEqual({ chapters: [], regions: [], networks: [] });
  });

  it("reads a link as no longer valid when the memberId is no member id or the member is unknown (404)", () => {
    expect(isProfileLinkInvalid('not-a-guid')).toBe(true);
    expect(isProfileLinkInvalid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isProfileLinkInvalid(GUID)).toBe(false);
    expect(isProfileLinkInvalid(null)).toBe(false);
    expect(isProfileLinkInvalid(GUID, { cause: { status: 404 } })).toBe(true);
    expect(isProfileLinkInvalid(GUID, { cause: { status: 500 } })).toBe(false);
  });

  it("turns a refused contact card into 'Error: Contact card cannot be downloaded', any other failure into 'Error downloading contact.'", () => {
    expect(contactCardError(failed(404)).message).toBe(PROFILE_MESSAGES.contactCardCannotBeDownloaded);
    expect(contactCardError(failed(403)).message).toBe(PROFILE_MESSAGES.contactCardCannotBeDownloaded);
    expect(contactCardError(failed(500)).message).toBe(PROFILE_MESSAGES.contactDownloadFailed);
    expect(contactCardError(failed(undefined)).message).toBe(PROFILE_MESSAGES.contactDownloadFailed);
    expect(contactCardError(failed(404)).cause?.status).toBe(404);
  });

  it("ends a failed photo upload with 'blob_error_profileImage', a refused file with the server's text", () => {
    const refused = new AppError('validation', { serverMessage: 'File does not meet requirements', cause: { status: 422, body: {} } });
    expect(isPhotoRefusal(refused)).toBe(true);
    expect(isPhotoRefusal(new AppError('server', { cause: { status: 503, body: {} } }))).toBe(false);
    expect(isPhotoRefusal(new AppError('connection'))).toBe(false);
    expect(profilePhotoError(refused).message).toBe('File does not meet requirements');
    expect(profilePhotoError(new AppError('server', { cause: { status: 500, body: {} } })).message).toBe(PROFILE_MESSAGES.blobErrorProfileImage);
    expect(profilePhotoError(new Error('boom')).message).toBe(PROFILE_MESSAGES.blobErrorProfileImage);
  });

  it('removes a recommendation marked NotInterested and marks one Interested', () => {
    const list = [{ id: 'A', disposition: null }, { id: 'b', disposition: null }] as { id: string; disposition: 'Interested' | 'NotInterested' | null }[];
    expect(withDisposition(list, 'a', 'NotInterested', (x) => x.id)).toEqual([{ id: 'b', disposition: null }]);
    expect(withDisposition(list, 'B', 'Interested', (x) => x.id)).toEqual([{ id: 'A', disposition: null }, { id: 'b', disposition: 'Interested' }]);
    expect(withDisposition(undefined, 'a', 'Interested', (x: { id: string; disposition: null }) => x.id)).toBeUndefined();
  });
});
