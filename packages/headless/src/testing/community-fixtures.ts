// Communities of the fictional network (docs/contracts.md) for the community hook tests.
import type { communities } from '@ypo/sdk';

/** Community ids of the fictional network, by name. */
export const COMMUNITY_IDS = {
  home: '00000000-0000-4000-8000-00000000c001',
  harborCity: '00000000-0000-4000-8000-00000000c101',
  northwindGold: '00000000-0000-4000-8000-00000000c102',
  lakeshore: '00000000-0000-4000-8000-00000000c103',
  atlantic: '00000000-0000-4000-8000-00000000c201',
  pacific: '00000000-0000-4000-8000-00000000c202',
  blueHeron: '00000000-0000-4000-8000-00000000c301',
  familyBusiness: '00000000-0000-4000-8000-00000000c401',
  mentoring: '00000000-0000-4000-8000-00000000c601',
  businesses: '00000000-0000-4000-8000-00000000c701',
} as const;

/** A community answer (`Community` of the contract): not administered, not moderated, not primary unless `extra` says so. */
export function communityOf(
  communityId: string,
  name: string,
  communityType: communities.components['schemas']['CommunityType'],
  extra: Partial<communities.components['schemas']['Community']> = {},
): communities.components['schemas']['Community'] {
  return { communityId, name, communityType, isAdmin: false, health: null, salesforceId: null, isActivityModerated: false, isPrimary: false, ...extra };
}
