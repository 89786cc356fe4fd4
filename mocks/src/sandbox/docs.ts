// Keeps the generated parts of docs/sandbox.md (operations per domain, what Prism answers, seeded
// counts) in step with the code: `node --conditions=@ypo/source mocks/src/sandbox/docs.ts` rewrites them; a test checks them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultContracts, seedStore } from './core.ts';
import { sandboxDomains } from './domains/index.ts';
import type { CommunityAdminState } from './domains/community-admin.ts';
import type { FeedState } from './domains/feed.ts';
import type { Network } from './network-types.ts';
import { OperationIndex } from './router.ts';
import type { SandboxDomain, Store } from './types.ts';

/** docs/sandbox.md. */
export const sandboxDocPath = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/sandbox.md');

/** Generated sections: seeded counts (informative) and the operation tables (checked by docs.test.ts). */
const SECTIONS = {
  counts: ['<!-- generated:counts:start (node --conditions=@ypo/source mocks/src/sandbox/docs.ts) -->', '<!-- generated:counts:end -->'],
  operations: ['<!-- generated:operations:start (node --conditions=@ypo/source mocks/src/sandbox/docs.ts) -->', '<!-- generated:operations:end -->'],
} as const;
type Section = keyof typeof SECTIONS;

function counts(store: Store): string[] {
  const network = store.network as Network;
  const feed = store.feed as FeedState;
  const admin = store.communityAdmin as CommunityAdminState;
  const kinds = ['home', 'region', 'chapter', 'forum', 'network', 'champion', 'group', 'businesses'];
  const posts = Object.values(feed.posts);
  const top = posts.filter((p) => p.parentPostId === '00000000-0000-0000-0000-000000000000');
  const lines = [
    `| communities | ${network.communities.length}: ${kinds.map((k) => `${network.communities.filter((c) => c.communityType === k).length} ${k}`).join(', ')} |`,
    `| members | ${network.members.length}: ${(['Member', 'Spouse/Partner', 'Former Member', 'Prospect'] as const).map((r) => `${network.members.filter((m) => m.recordType === r).length} ${r}`).join(', ')} (personas included) |`,
    `| memberships | ${network.memberships.length} (${network.memberships.filter((m) => m.isAdmin).length} admin) |`,
    `| posts | ${top.length} top-level, ${posts.length - top.length} replies; ${posts.reduce((n, p) => n + p.likerIds.length, 0)} likes; ${posts.filter((p) => p.mentionIds.length > 0).length} with mentions; ${top.filter((p) => p.isPendingModeration).length} pending moderation; ${posts.filter((p) => p.hasBeenMarkedInappropriate).length} reported |`,
    `| featured items, home news | ${feed.featured.length}, ${feed.news.length} |`,
    `| files and folders | ${admin.files.length} (${admin.files.filter((f) => f.isFolder).length} folders) |`,
    `| prospects with votes, join requests | ${admin.prospects.length}, ${admin.joinRequests.length} pending |`,
  ];
  const mine = new Set(['network', 'feed', 'communityAdmin', '__sandbox']);
  for (const [key, value] of Object.entries(store)) {
    if (mine.has(key) || !value || typeof value !== 'object') continue;
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => Array.isArray(v) || (v && typeof v === 'object'))
      .map(([k, v]) => `${Array.isArray(v) ? v.length : Object.keys(v as object).length} ${k}`);
    lines.push(`| store.${key} | ${parts.join(', ') || '(values)'} |`);
  }
  return lines;
}

/** The seeded counts section. */
export function renderCounts(domains: readonly SandboxDomain[] = sandboxDomains): string {
  return ['| what | count |', '|---|---|', ...counts(seedStore(domains))].join('\n');
}

/** The operations section: what the domains implement and what Prism answers. */
export function renderOperations(domains: readonly SandboxDomain[] = sandboxDomains): string {
  const index = new OperationIndex(defaultContracts());
  const implemented = new Set(domains.flatMap((d) => Object.keys(d.handlers)));
  const out: string[] = ['### Operations the sandbox implements, by domain', ''];
  out.push(`${implemented.size} of ${index.byId.size} operations.`, '');
  out.push('| domain | operations |', '|---|---|');
  for (const domain of domains) {
    const ids = Object.keys(domain.handlers).sort();
    if (ids.length > 0) out.push(`| ${domain.name} | ${ids.map((id) => `\`${id}\``).join(', ')} |`);
  }
  out.push('', '### Operations answered with the contract examples (Prism)', '');
  out.push('| service | operations |', '|---|---|');
  const byService = new Map<string, string[]>();
  for (const operation of index.byId.values()) {
    if (implemented.has(operation.operationId)) continue;
    const service = operation.path.startsWith('/api/v1/authn') ? 'authn' : (operation.path.split('/')[1] ?? '');
    byService.set(service, [...(byService.get(service) ?? []), operation.operationId]);
  }
  for (const [service, ids] of [...byService].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`| ${service} | ${ids.sort().map((id) => `\`${id}\``).join(', ')} |`);
  }
  if (byService.size === 0) out.push('| (none: the domains implement every operation) | |');
  return out.join('\n');
}

/** The text between a section's markers. */
export function sectionOf(text: string, section: Section): string {
  const [start, end] = SECTIONS[section];
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/sandbox.md has no ${start} ... ${end} section`);
  return text.slice(from + start.length, to).trim();
}

/** docs/sandbox.md with a section replaced. */
export function withSection(text: string, section: Section, content: string): string {
  const [start, end] = SECTIONS[section];
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/sandbox.md has no ${start} ... ${end} section`);
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = readFileSync(sandboxDocPath, 'utf8');
  writeFileSync(sandboxDocPath, withSection(withSection(text, 'counts', renderCounts()), 'operations', renderOperations()));
  console.log(`updated ${sandboxDocPath}`);
}
