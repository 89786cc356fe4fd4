import { describe, expect, it } from 'vitest';
import { chapterStudioChapters } from './chapters';

const permissions = {
  isProspect: false,
  isPendingResignation: false,
  hasConnectAccess: true,
  isNonMemberSpeaker: false,
  canImpersonate: false,
  userRoles: ['Member', 'Chapter Manager'],
  canViewChapterStudioPage: true,
  canManageChapterStudio: true,
  isChaptersAndRegionsTeamMember: false,
  isYngMember: false,
};

describe('chapter studio chapter list (spec 001 §3)', () => {
  it('lists only chapters where the user is a Chapter Manager, by name', () => {
    const chapters = chapterStudioChapters({
      permissions,
      communities: [
        { communityId: 'c1', name: 'Northwind Gold Chapter', communityType: 'chapter', roles: ['Member', 'Chapter Manager'] },
        { communityId: 'c2', name: 'Harbor City Chapter', communityType: 'chapter', roles: ['Chapter Manager'] },
        { communityId: 'c3', name: 'Lakeshore Integrated Chapter', communityType: 'chapter', roles: ['Member', 'Chapter Administrator'] },
        { communityId: 'r1', name: 'Atlantic Region', communityType: 'region', roles: ['Chapter Manager'] },
      ],
    });
    expect(chapters.map((c) => c.name)).toEqual(['Harbor City Chapter', 'Northwind Gold Chapter']);
  });

  it('is empty without a permissions result', () => {
    expect(chapterStudioChapters(undefined)).toEqual([]);
  });
});
