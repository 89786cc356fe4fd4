/** The chapter admin's tabs, chapter health and reports, and the downloads, through the gateway. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, startTestSandbox } from '../testing.ts';
import type { ApiClient, RunningSandbox } from '../testing.ts';
import { csv, HEALTH_METRIC_KEYS, pointsFor } from './chapter-admin.ts';
import type { HealthMetricKey } from './chapter-admin.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const NORTHWIND = '00000000-0000-4000-8000-00000000c102';
const ATLANTIC = '00000000-0000-4000-8000-00000000c201';
const FAMILY_BUSINESS = '00000000-0000-4000-8000-00000000c401';
const ADMIN = '/communities/api/v2/chapter-admin';

type Metric = { value: number | boolean; points: number };
type Health = { healthScore: number } & Record<HealthMetricKey, Metric>;
interface Report {
  communityId: string;
  reportName: string;
  items: { label: string; value: number }[];
}

let running: RunningSandbox;
let amara: ApiClient;
let bruno: ApiClient;
let chen: ApiClient;
let lucia: ApiClient;

beforeAll(async () => {
  running = await startTestSandbox();
  amara = await apiClient(running, 'amara.okafor');
  bruno = await apiClient(running, 'bruno.lindqvist');
  chen = await apiClient(running, 'chen.weiling');
  lucia = await apiClient(running, 'lucia.ferreira');
});

afterAll(async () => {
  expect(running.sandbox.violations).toEqual([]);
  await running.close();
});

beforeEach(() => running.sandbox.reset());

const adminPaths = (id: string) => [
  `${ADMIN}/forum-management/${id}`,
  `/communities/api/chapterOfficersList/${id}/chapter`,
  `/communities/api/chapterAdminOfficersList/${id}/chapter`,
  `${ADMIN}/prospect-management/${id}`,
  `${ADMIN}/prospect-ready-to-pay/${id}`,
  `${ADMIN}/chapterHealthRecord/${id}`,
  `${ADMIN}/chapterAdminViewSfReports/${id}`,
  `${ADMIN}/electedOfficerEngagement/${id}`,
  `${ADMIN}/regionChapterHealthRating/${id}`,
  `${ADMIN}/chapterPerformanceAgeDemographic/${id}`,
  `${ADMIN}/chapterPerformanceGenderDemographic/${id}`,
  `/communities/api/communities/${id}/prospectvoterreport`,
];

describe('permissions', () => {
  it('answer a chapter admin of the chapter only: a member, an admin of another chapter and a non-member get 403', async () => {
    for (const path of adminPaths(HARBOR_CITY)) {
      expect((await bruno.get(path)).status, path).toBe(200);
      expect((await amara.get(path)).status, path).toBe(403);
      expect((await chen.get(path)).status, path).toBe(403);
    }
    expect((await chen.get(`${ADMIN}/chapterHealthRecord/${NORTHWIND}`)).status).toBe(200);
    // A region or a network is no chapter, even for its admin.
    expect((await bruno.get(`${ADMIN}/chapterHealthRecord/${ATLANTIC}`)).status).toBe(404);
    expect((await lucia.get(`${ADMIN}/forum-management/${FAMILY_BUSINESS}`)).status).toBe(404);
  });
});

describe('tabs', () => {
  it('sort forums by status, officers by position and prospects by name, ascending', async () => {
    const forums = (await bruno.get<{ name: string; status: string; members: number }[]>(`${ADMIN}/forum-management/${HARBOR_CITY}`)).body;
    expect(forums.map((f) => f.name)).toContain('Forum Blue Heron');
    expect(forums.map((f) => f.status)).toEqual([...forums.map((f) => f.status)].sort());
    expect(forums.find((f) => f.name === 'Forum Blue Heron')?.members).toBeGreaterThan(0);

    const officers = (await bruno.get<{ positionTitle: string; fullName: string; status: string }[]>(`/communities/api/chapterOfficersList/${HARBOR_CITY}/chapter`)).body;
    expect(officers.map((o) => o.positionTitle)).toEqual([...officers.map((o) => o.positionTitle)].sort((a, b) => a.localeCompare(b)));
    // The current term of office, 1 July to 30 June, whatever the day the sandbox is seeded (seededTermDay).
    const chair = officers.find((o) => o.positionTitle === 'Chapter Chair') as { fullName: string; status: string; startDate: string; endDate: string } | undefined;
    expect(chair).toMatchObject({ fullName: 'Bruno Lindqvist', status: 'Active', startDate: expect.stringMatching(/^\d{4}-07-01$/), endDate: expect.stringMatching(/^\d{4}-06-30$/) });
    const today = new Date().toISOString().slice(0, 10);
    expect(chair!.startDate <= today && today <= chair!.endDate, `${chair?.startDate}..${chair?.endDate} holds ${today}`).toBe(true);
    expect(Number(chair!.endDate.slice(0, 4))).toBe(Number(chair!.startDate.slice(0, 4)) + 1);
    expect(officers).toContainEqual(expect.objectContaining({ positionTitle: 'Forum Officer', fullName: 'Amara Okafor', endDate: null }));
    expect(officers.every((o) => o.status === 'Active')).toBe(true);
    const all = (await bruno.get<{ status: string }[]>(`/communities/api/chapterAdminOfficersList/${HARBOR_CITY}/chapter`)).body;
    expect(all.length).toBeGreaterThan(officers.length);
    expect(all.some((o) => o.status === 'Inactive')).toBe(true);

    const prospects = (await bruno.get<{ id: string; firstName: string; lastName: string; pursueStatus: string; waiverStatus: string; status: string }[]>(`${ADMIN}/prospect-management/${HARBOR_CITY}`)).body;
    expect(prospects.length).toBeGreaterThan(0);
    expect(prospects.map((p) => p.lastName)).toEqual([...prospects.map((p) => p.lastName)].sort((a, b) => a.localeCompare(b)));
    expect(prospects).toContainEqual(expect.objectContaining({ firstName: 'Ingrid', lastName: 'Solberg', pursueStatus: 'Pursue', status: 'Application Submitted', waiverStatus: 'Requested' }));

    // Ready to pay: exactly the prospects at that stage, in every chapter Chen or Bruno can see.
    for (const [client, id] of [[bruno, HARBOR_CITY], [chen, NORTHWIND]] as const) {
      const stage = (await client.get<{ firstName: string; lastName: string; status: string }[]>(`${ADMIN}/prospect-management/${id}`)).body.filter((p) => p.status === 'Ready to Pay');
      const ready = (await client.get<{ name: string; stageName: string }[]>(`${ADMIN}/prospect-ready-to-pay/${id}`)).body;
      expect(ready.map((r) => r.name).sort()).toEqual(stage.map((p) => `${p.firstName} ${p.lastName}`).sort());
    }
  });
});

describe('chapter health', () => {
  it('has 14 metrics whose points follow from their values and add up to the score, the chapter health of the network', async () => {
    for (const [client, id] of [[bruno, HARBOR_CITY], [chen, NORTHWIND]] as const) {
      const communities = (await client.get<{ communityId: string; health: number | string | null }[]>('/communities/api/community/listCommunitiesByUser')).body;
      const health = (await client.get<Health>(`${ADMIN}/chapterHealthRecord/${id}`)).body;
      expect(Object.keys(health).filter((k) => k !== 'healthScore').sort()).toEqual([...HEALTH_METRIC_KEYS].sort());
      for (const key of HEALTH_METRIC_KEYS) expect(health[key].points, key).toBe(pointsFor(key, health[key].value as number | boolean));
      expect(HEALTH_METRIC_KEYS.reduce((sum, key) => sum + health[key].points, 0)).toBe(health.healthScore);
      expect(Number(communities.find((c) => c.communityId === id)?.health)).toBe(health.healthScore);
    }
  });

  it('reports: the region rating carries each chapter score, the demographics count the primary members', async () => {
    const health = (await bruno.get<Health>(`${ADMIN}/chapterHealthRecord/${HARBOR_CITY}`)).body;
    const rating = (await bruno.get<Report>(`${ADMIN}/regionChapterHealthRating/${HARBOR_CITY}`)).body;
    expect(rating.items.find((i) => i.label === 'Harbor City Chapter')?.value).toBe(health.healthScore);
    expect(rating.items.length).toBe(3);
    const northwind = (await chen.get<Health>(`${ADMIN}/chapterHealthRecord/${NORTHWIND}`)).body;
    expect(rating.items.find((i) => i.label === 'Northwind Gold Chapter')?.value).toBe(northwind.healthScore);

    const members = health.numberPrimaryMembersCurrent.value as number;
    for (const path of ['chapterPerformanceAgeDemographic', 'chapterPerformanceGenderDemographic']) {
      const report = (await bruno.get<Report>(`${ADMIN}/${path}/${HARBOR_CITY}`)).body;
      expect(report.communityId).toBe(HARBOR_CITY);
      expect(report.items.reduce((sum, i) => sum + i.value, 0), path).toBe(members);
    }
    const engagement = (await bruno.get<Report>(`${ADMIN}/electedOfficerEngagement/${HARBOR_CITY}`)).body;
    expect(engagement.items.map((i) => i.label)).toContain('Bruno Lindqvist');
    expect(engagement.items.every((i) => i.value >= 0 && i.value <= 100)).toBe(true);
    const reports = (await bruno.get<{ name: string; url: string }[]>(`${ADMIN}/chapterAdminViewSfReports/${HARBOR_CITY}`)).body;
    expect(reports.length).toBeGreaterThan(0);
  });
});

describe('downloads', () => {
  it('voter report: a spreadsheet (octet-stream) with the votes as they stand', async () => {
    const prospects = (await amara.get<{ prospectId: string; lastName: string }[]>(`/communities/api/communities/${HARBOR_CITY}/prospects`)).body;
    const first = prospects[0] as { prospectId: string; lastName: string };
    await amara.post(`/communities/api/community/${HARBOR_CITY}/vote/create/${first.prospectId}/1`);
    const file = await bruno.get<string>(`/communities/api/communities/${HARBOR_CITY}/prospectvoterreport`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toContain('.xlsx');
    expect(file.body.startsWith('PK')).toBe(true);
    expect(file.body).toContain(first.lastName);
    expect(file.body).toContain('Amara Okafor');
  });

  it('member directory: xlsx or csv for an admin of the community, 422 for another format, 403 for a member', async () => {
    const csv = await bruno.get<string>(`/communities/api/communities/download-directory/${HARBOR_CITY}/chapter/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('application/octet-stream');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Last name,First name,Email,Phone,Company,Title,City,Country,Role');
    expect(lines.some((l) => l.startsWith('Lindqvist,Bruno,'))).toBe(true);
    const names = lines.slice(1).map((l) => l.split(',')[0] as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const sheet = await bruno.get<string>(`/communities/api/communities/download-directory/${HARBOR_CITY}/chapter/xlsx`);
    expect(sheet.body.startsWith('PK')).toBe(true);
    expect((await bruno.get(`/communities/api/communities/download-directory/${HARBOR_CITY}/chapter/pdf`)).status).toBe(422);
    expect((await amara.get(`/communities/api/communities/download-directory/${HARBOR_CITY}/chapter/csv`)).status).toBe(403);
    expect((await lucia.get(`/communities/api/communities/download-directory/${FAMILY_BUSINESS}/network/xlsx`)).status).toBe(200);
  });
});

describe('csv', () => {
  it('quotes per RFC 4180 and keeps formula-like cells as text, phone numbers as they are', () => {
    const text = new TextDecoder().decode(csv([['=SUM(A1)', '@cmd', '-2+3', '+15551234567', '-12', 'a,"b"', 'plain']]));
    expect(text).toBe(`'=SUM(A1),'@cmd,'-2+3,+15551234567,-12,"a,""b""",plain\r\n`);
  });
});
