import { describe, expect, it } from 'vitest';
import {
  CHAPTER_ADMIN_TOOLS, HEALTH_METRICS, adminChaptersOf, applyProspectVote, chapterAdminToolLinks, chapterHealthModel, chapterReportModel, isChapterAdmin,
  primaryChapterOf, sortForums, sortOfficers, sortProspects, sortReadyToPay, withProspectVote, withVoteAnswer,
  type ChapterAdminToolsConfig, type ChapterHealthRecord, type ProspectPollItem, type UserVote,
} from './index';

const HARBOR = '00000000-0000-4000-8000-00000000c101';
const NORTHWIND = '00000000-0000-4000-8000-00000000c102';

describe('chapter admin (spec 001 §6)', () => {
  it.each([
    [{ communityId: HARBOR, communityType: 'chapter', isAdmin: true }, true],
    [{ communityId: HARBOR, communityType: 'chapter', isAdmin: false }, false],
    [{ communityId: HARBOR, communityType: 'chapter' }, false],
    [{ communityId: HARBOR, communityType: 'region', isAdmin: true }, false],
    [undefined, false],
  ] as const)('%o administers a chapter: %s', (community, expected) => {
    expect(isChapterAdmin(community)).toBe(expected);
  });

  it('lists the administered chapters with the primary one first, and finds the primary chapter', () => {
    const list = [
      { communityId: 'forum', communityType: 'forum', isAdmin: true },
      { communityId: NORTHWIND, communityType: 'chapter', isAdmin: true, isPrimary: false },
      { communityId: HARBOR, communityType: 'chapter', isAdmin: true, isPrimary: true },
      { communityId: 'other', communityType: 'chapter', isAdmin: false },
    ] as const;
    expect(adminChaptersOf(list).map((c) => c.communityId)).toEqual([HARBOR, NORTHWIND]);
    expect(primaryChapterOf(list)?.communityId).toBe(HARBOR);
    expect(primaryChapterOf(list.slice(0, 2))).toBeUndefined();
  });
});

describe('tab sort orders (spec 001 §9: ascending)', () => {
  it('forums by status, then name', () => {
    const rows = [
      { name: 'Forum Osprey', type: 'Member Forum', status: 'Inactive' },
      { name: 'Forum Granite', type: 'Member Forum', status: 'Active' },
      { name: 'Forum Keystone', type: 'Member Forum', status: 'Forming' },
      { name: 'forum blue heron', type: 'Member Forum', status: 'active' },
    ];
    expect(sortForums(rows).map((r) => r.name)).toEqual(['forum blue heron', 'Forum Granite', 'Forum Keystone', 'Forum Osprey']);
  });

  it('officers by position, then name', () => {
    const rows = [
      { positionId: '1', positionTitle: 'Treasurer', fullName: 'Zeno Abernathy' },
      { positionId: '2', positionTitle: 'Chapter Chair', fullName: 'Bruno Lindqvist' },
      { positionId: '3', positionTitle: 'Chapter Chair', fullName: 'Anouk Ystad' },
      { positionId: '4', positionTitle: 'Forum Officer', fullName: 'Amara Okafor' },
    ];
    expect(sortOfficers(rows).map((r) => r.positionId)).toEqual(['3', '2', '4', '1']);
  });

  it('prospects by family name then first name; ready to pay by name', () => {
    const rows = [
      { id: '1', firstName: 'Oskar', lastName: 'Kingsley' },
      { id: '2', firstName: 'Ingrid', lastName: 'Solberg' },
      { id: '3', firstName: 'Farah', lastName: 'Grimaldi' },
      { id: '4', firstName: 'Anna', lastName: 'kingsley' },
    ];
    expect(sortProspects(rows).map((r) => r.id)).toEqual(['3', '4', '1', '2']);
    expect(sortReadyToPay([{ name: 'Oskar Kingsley', stageName: 'Ready to Pay' }, { name: 'Farah Grimaldi', stageName: 'Ready to Pay' }]).map((r) => r.name)).toEqual([
      'Farah Grimaldi',
      'Oskar Kingsley',
    ]);
  });

  it('does not change the list it sorts', () => {
    const rows = [{ name: 'B', status: 'Inactive' }, { name: 'A', status: 'Active' }];
    sortForums(rows);
    expect(rows[0]?.name).toBe('B');
  });
});

describe('prospect votes (spec 001 §3, §4)', () => {
  const row = (userHasVoted: UserVote, upCount = 5, downCount = 1): ProspectPollItem => ({ prospectId: 'P1', firstName: 'Ingrid', lastName: 'Solberg', upCount, downCount, userHasVoted });

  it.each([
    // before, vote, after: [up, down, own]
    [-1, 1, [6, 1, 1]],
    [-1, 0, [5, 2, 0]],
    [1, 0, [4, 2, 0]],
    [0, 1, [6, 0, 1]],
    [1, 1, [5, 1, 1]],
    [0, 0, [5, 1, 0]],
  ] as const)('own vote %i, voting %i moves the counts to %o', (before, vote, [up, down, own]) => {
    expect(applyProspectVote(row(before), vote)).toMatchObject({ upCount: up, downCount: down, userHasVoted: own });
  });

  it('never counts below zero', () => {
    expect(applyProspectVote(row(1, 0, 0), 0)).toMatchObject({ upCount: 0, downCount: 1 });
  });

  it('changes one row of the list, by id in any case, and takes the server answer over the optimistic counts', () => {
    const list = [row(-1), { ...row(-1), prospectId: 'P2' }];
    const optimistic = withProspectVote(list, 'p1', 1);
    expect(optimistic.map((r) => [r.upCount, r.userHasVoted])).toEqual([[6, 1], [5, -1]]);
    expect(optimistic[1]).toBe(list[1]);
    const answered = withVoteAnswer(optimistic, { prospectId: 'P1', vote: 1, upCount: 9, downCount: 3, userHasVoted: 1 });
    expect(answered[0]).toMatchObject({ upCount: 9, downCount: 3, userHasVoted: 1, firstName: 'Ingrid' });
    expect(list[0]?.upCount).toBe(5);
  });
});

const record: ChapterHealthRecord = {
  healthScore: 82,
  numberPrimaryMembersCurrent: { value: 59, points: 10 },
  totalNumberChapterEvents: { value: 14, points: 8 },
  chapterEdChairIdentified: { value: true, points: 5 },
  femaleMemberPresence: { value: true, points: 5 },
  fmldCalculatedPercentage: { value: 36, points: 6 },
  percentageMembersForums: { value: 88, points: 9 },
  avMemberEventAttendCurrent: { value: 4.2, points: 7 },
  numberTrainedOfficers: { value: 6, points: 6 },
  percentageChapterRetention: { value: 94, points: 9 },
  regionalBoardRepresentation: { value: true, points: 4 },
  workshopAttendance: { value: 3, points: 4 },
  completedMemberProfiles: { value: 71, points: 4 },
  officerElectionByNov1: { value: true, points: 3 },
  currentStrategicPlan: { value: false, points: 2 },
};

describe('chapter health (spec 001 §3, §9: 14 metrics)', () => {
  it('has the 14 metrics in order with values as read and their points', () => {
    const model = chapterHealthModel(record);
    expect(HEALTH_METRICS).toHaveLength(14);
    expect(model.metrics).toHaveLength(14);
    expect(model.healthScore).toBe(82);
    expect(model.metrics.reduce((sum, m) => sum + m.points, 0)).toBe(82);
    expect(model.maxPoints).toBe(10);
    expect(model.metrics.map((m) => [m.key, m.value, m.points])).toEqual([
      ['numberPrimaryMembersCurrent', '59', 10],
      ['totalNumberChapterEvents', '14', 8],
      ['chapterEdChairIdentified', 'Yes', 5],
      ['femaleMemberPresence', 'Yes', 5],
      ['fmldCalculatedPercentage', '36%', 6],
      ['percentageMembersForums', '88%', 9],
      ['avMemberEventAttendCurrent', '4.2', 7],
      ['numberTrainedOfficers', '6', 6],
      ['percentageChapterRetention', '94%', 9],
      ['regionalBoardRepresentation', 'Yes', 4],
      ['workshopAttendance', '3', 4],
      ['completedMemberProfiles', '71%', 4],
      ['officerElectionByNov1', 'Yes', 3],
      ['currentStrategicPlan', 'No', 2],
    ]);
  });

  it('lists a metric that did not arrive as not reported with 0 points, and keeps a text value', () => {
    const model = chapterHealthModel({ healthScore: 0, workshopAttendance: { value: 'n/a', points: 0 }, currentStrategicPlan: { value: null, points: 0 } });
    expect(model.metrics).toHaveLength(14);
    expect(model.metrics.find((m) => m.key === 'numberPrimaryMembersCurrent')).toMatchObject({ value: 'Not reported', points: 0 });
    expect(model.metrics.find((m) => m.key === 'workshopAttendance')?.value).toBe('n/a');
    expect(model.metrics.find((m) => m.key === 'currentStrategicPlan')?.value).toBe('Not reported');
    expect(model.maxPoints).toBe(1);
  });

  it('gives a report its title, total and shares', () => {
    const model = chapterReportModel('genderDemographic', { communityId: HARBOR, reportName: 'Gender demographic', items: [{ label: 'Female', value: 21 }, { label: 'Male', value: 38 }] });
    expect(model).toEqual({ title: 'Gender Demographic', total: 59, maxValue: 38, rows: [{ label: 'Female', value: 21, share: 35.6 }, { label: 'Male', value: 38, share: 64.4 }] });
    expect(chapterReportModel('ageDemographic', { communityId: HARBOR, reportName: 'Age demographic', items: [] })).toMatchObject({ total: 0, maxValue: 1, rows: [] });
  });
});

describe('chapter admin tools links (spec 001 §6)', () => {
  const config: ChapterAdminToolsConfig = {
    customerRelationshipSystem: 'https://crm.example/',
    eventsSystem: 'https://events.example/',
    payrollSystem: 'https://payroll.example/',
    managerCommunity: 'https://managers.example/',
    gamePlanForm: 'https://forms.example/game-plan',
    chapterEventsPortal: 'https://chapter-events.example/',
    managerCourses: 'https://lms.example/manager-courses',
  };

  it('lists the 13 tools in the spec order for a chapter admin who may use the chapter studio', () => {
    const links = chapterAdminToolLinks({ regionId: 'r1', roles: { canViewChapterStudio: true, canManageChapterStudio: true }, config });
    expect(links.map((l) => l.label)).toEqual([
      'Regional Home', 'Customer Relationship System', 'Events System', 'Payroll System', 'Chapter Management Hub', 'Chapter Studio', 'Manage Announcements',
      'Manager Community', 'Game Plan Form', 'Chapter Events Portal', 'Manager Courses', 'Peer Review Panel', 'Peer Review Panel Admin',
    ]);
    expect(links.map((l) => l.key)).toEqual([...CHAPTER_ADMIN_TOOLS]);
    expect(links.filter((l) => !l.isExternal).map((l) => l.href)).toEqual(['/region/r1', '/chaptermanagement', '/chapterStudio', '/manageAnnouncements', '/peerReviewPanel', '/peerReviewPanelAdmin']);
    expect(links.find((l) => l.key === 'payrollSystem')).toMatchObject({ href: 'https://payroll.example/', isExternal: true });
  });

  it('leaves out the chapter studio links without their permissions, and outside tools without an address', () => {
    const links = chapterAdminToolLinks({ roles: { canViewChapterStudio: true, canManageChapterStudio: false }, config: { ...config, payrollSystem: ' ' } });
    const keys = links.map((l) => l.key);
    expect(keys).toContain('chapterStudio');
    expect(keys).not.toContain('manageAnnouncements');
    expect(keys).not.toContain('payrollSystem');
    expect(links[0]).toMatchObject({ key: 'regionalHome', href: '/region' });
    expect(chapterAdminToolLinks({ roles: { canViewChapterStudio: false, canManageChapterStudio: false }, config }).map((l) => l.key)).not.toContain('chapterStudio');
  });
});
