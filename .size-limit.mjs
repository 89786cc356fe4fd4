// Size budgets of the published entry points (`pnpm size`; a step of `pnpm test` after the package
// builds). Each check bundles what a consumer imports from dist/ with esbuild, minified, and fails
// when its gzip size grows past `limit`. React is the host's (a peer dependency) and never counted.
// The framework-free checks also fail when the bundle holds a single byte of React, SWR or jotai.
import { readdirSync } from 'node:fs';

const FEATURES = readdirSync(new URL('./packages/headless/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const SDK = 'packages/sdk/dist/index.js';
const HEADLESS = 'packages/headless/dist/index.js';
const CORE = 'packages/headless/dist/core/index.js';
const featureEntry = (name) => `packages/headless/dist/features/${name}/index.js`;
const REACT = ['react', 'react-dom', 'react/jsx-runtime'];
const FRAMEWORKS = /(^|\/)node_modules\/(react|react-dom|scheduler|swr|jotai|use-sync-external-store)\//;

/** Fails the check when any byte of React, SWR or jotai (or their helpers) is in the bundle. */
const frameworkFree = (config) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    {
      name: 'framework-free',
      setup(build) {
        build.onEnd((result) => {
          const pulled = Object.values(result.metafile?.outputs ?? {})
            .flatMap((output) => Object.entries(output.inputs))
            .filter(([path, input]) => FRAMEWORKS.test(path) && input.bytesInOutput > 0);
          if (pulled.length > 0) {
            const bytes = pulled.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
            throw new Error(`must be framework-free, but pulls ${bytes} bytes of React, SWR or jotai: ${pulled.map(([path]) => path).join(', ')}`);
          }
        });
      },
    },
  ],
});

/** Per-feature budgets: every hook of `@ypo/headless/<feature>` with HeadlessProvider, SWR and jotai. */
const FEATURE_LIMITS = {
  // 20.83 kB at issue 18: core/messenger's rules and MESSENGER_MESSAGES, the session, conversations, conversation (history,
  // read markers, SENDING), chat profiles (get-chat-users with the load machine) and group hooks, and the loader of the Matrix
  // client (the client itself is lazy, LAZY_IMPORTS; 16.45 kB with the session hook alone). 22.55 kB at issue 27 with the
  // badge's unread count from the homeserver (a fetch-only /sync long poll, core's applyUnreadSync, its hook): what keeps
  // matrix-js-sdk, its crypto and their wasm off every page (about 240 kB gzip and 7.8 MB of wasm).
  messenger: '23.5 kB',
  // Features below carry the platform's MESSAGES; the features of issues 1-13 also FEATURE_MESSAGES (core/feature-messages.ts). Before the split, MESSAGES held both: each grew by about 0.1-0.3 kB with the texts of issues 12 and 13 (figures at that merge).
  // 16.07 kB at issue 12 (the catalogue).
  account: '16.4 kB',
  assist: '20 kB',
  // 24.48 kB at issue 15: the rules of core/around-me (lists, asset form, search request), the directory search (paged with SWR's
  // infinite hook, synonyms), suggestions, places, my assets, submit and affiliate, pending requests with review, bulk add through
  // the upload engine it carries, and AROUND_ME_MESSAGES.
  'around-me': '24.8 kB',
  // 17.07 kB at issue 12: the studio, favourites, picklists, studio announcements (load, save as multipart, delete), community announcements and custom email groups.
  'chapter-studio': '17.5 kB',
  // 21.1 kB at the merge of issue 11: the community page hooks and the chapter content hooks with the quick links editor.
  // 22.35 kB at issue 13: with the group hooks (configuration, create requests and their review, members with the last-admin check).
  // 23.05 kB at issue 15 with useMyQuickLinks (the personal My Quick Links on the quick links rules, optimistic save).
  community: '23.5 kB',
  // 17.31 kB at issue 13: the chapter admin's tabs, chapter health with its reports, prospect voting (the one useMutation) and the downloads.
  'chapter-admin': '17.5 kB',
  // 22.5 kB at issue 14: the chapter and champion event forms (with the upload engine for attachments and the feature's texts),
  // attendees with the download, next board meeting, community events with keep/decline, the chapter admin's list.
  'chapter-events': '23 kB',
  // 18.21 kB at issue 14: content and community directories (paged search on swr/infinite, type-ahead), connection and follow lists, people searches.
  directories: '18.5 kB',
  // 19.24 kB at issue 14: the member directory (SWR infinite pages, type-ahead, the one useMutation for connections) and its rules and texts.
  directory: '19.5 kB',
  // 19.25 kB at issue 12: senders, signatures, recipients, drafts, preview, schedule, send, and the upload engine for attachments.
  // 20.03 kB after issue 13, with the platform catalogue and the feature screens' catalogue (FEATURE_MESSAGES) it now imports apart.
  'email-composer': '20.5 kB',
  // 18.7 kB at issue 14: the event search (paged with SWR's infinite hook, frozen facet, the filter rules of core/events),
  // the cancelable type-ahead and the feature's own texts (EVENTS_MESSAGES).
  events: '19 kB',
  // 25.9 kB at the merge of issue 11: the feed pages, every post action, featured items, comments and the post editor (it carries the upload engine).
  feed: '27 kB',
  // 20.6 kB at issue 12: files and media (list, folder changes, downloads) with the upload engine it carries.
  files: '21.5 kB',
  // 14.16 kB at issue 15: the feedback questions (optimistic update), the form and its submit, the rules of core/feedback and FEEDBACK_MESSAGES.
  feedback: '14.5 kB',
  // 16.2 kB since the admin tool's hook (search people, the one useMutation with rollback); 17.64 kB at issue 12 (the catalogue).
  impersonation: '18 kB',
  // 17.26 kB at issue 13: categories, types, exercises filtered on the device, one exercise, resource links, my meetings
  // on the device and the quick meeting (the rules of core/forum-toolkit with its static agendas).
  'forum-toolkit': '17.5 kB',
  // 17.1 kB at issue 12 (the catalogue).
  legal: '17.5 kB',
  // 17.55 kB at issue 12 (the catalogue).
  'login-security': '18 kB',
  // 22 kB at issue 13: landing, network page and its editor (with the upload engine for related files), join and resign, join requests,
  // invites with the bulk-invite field, related communities, admin panels.
  networks: '23 kB',
  // 18.82 kB at issue 15: unread count, list, mark viewed (the one useMutation), system messages, with the rules of
  // core/notifications (the route table for where a notification leads, the feed's relative times) and NOTIFICATIONS_MESSAGES.
  notifications: '19.2 kB',
  // 26.17 kB at issue 15: the whole member profile (frame, edit right, lookup lists, professional and personal collections
  // on the one useMutation, the email soft result, the photo through the upload engine it carries, the contact card,
  // communities, groups, recommendations with dispositions) and its catalogue PROFILE_MESSAGES.
  profile: '26.6 kB',
  // 13.33 kB at issue 15: headings, article and the cancelable search, the rules of core/policies and POLICIES_MESSAGES.
  policies: '13.8 kB',
  // 16.31 kB at issue 12 (the catalogue).
  'privacy-settings': '16.7 kB',
  // 14.64 kB at issue 12 (the catalogue).
  push: '15 kB',
  // 17.5 kB at issue 12 (the catalogue).
  recovery: '17.9 kB',
  // 15.1 kB at issue 12 (the catalogue).
  renewal: '15.5 kB',
  // 16.5 kB at issue 12: the resources page, its three saves and the link order (the one useMutation), the rules of core/resources.
  resources: '16.9 kB',
  // 14.07 kB at issue 14: the four integrated searches (cancelable) and search tracking, with the rules of core/search and its
  // catalogue (SEARCH_MESSAGES; the platform's MESSAGES only through unwrap).
  search: '14.5 kB',
  // 15.02 kB with issue 13's forum toolkit texts; 16.5 kB with issue 16's groundwork (SPEAKER_MESSAGES, fees, display).
  // Issue 16's five parts, 30.09 kB in all: speaker profile +0.7 kB (texts, useSpeakerPersonProfile, the menu item);
  // media +4.5 kB (the one upload engine's checks, blocks and retries, useSpeakerPhoto, useSpeakerVideo); directories
  // +5 kB (useSWRInfinite, the directory rules and texts); administration +2.6 kB (the applicant lists, the review with
  // optimistic removal); the Become a Speaker form +5 kB (core/speaker/form on core/validation, lookups, form, save).
  speaker: '30.3 kB',
  // 30.23 kB at issue 17: the machine and WAIVER_MESSAGES with the details part (useWaiverDetails, useWaiverActions on the one
  // useMutation, review members, finalize recipients, core/waiver/details) 18.8 kB; the lists (core/waiver/lists,
  // useWaiverList on useSWRInfinite, useWaiverSearch) and the form (core/waiver/form on core/validation, useWaiverForm with
  // the one upload engine) add the rest.
  waiver: '30.5 kB',
};
/** The budget of a feature folder that has none of its own yet. */
const NEW_FEATURE_LIMIT = '16 kB';
// Modules a feature loads by dynamic import, which esbuild would inline here: the messenger's Matrix client
// (loadMessengerClient; matrix-js-sdk, about 230 kB gzip) is a chunk of its own, its size in the app's bench.
const LAZY_IMPORTS = { messenger: ['./client/matrix-client.js'] };

export default [
  // 4.7 kB since the typed results, per-call timeouts and opt-in retries (the re-send after a refresh loads on demand).
  { name: '@ypo/sdk: createSdk (the SDK client)', path: SDK, import: '{ createSdk }', gzip: true, limit: '5 kB', modifyEsbuildConfig: frameworkFree },
  // 6.8 kB since the guard takes the community redirect address from core/community (one rule for the guard and the pages);
  // 7.3 kB with the texts of issues 12 and 13 (the catalogue: the next step is a catalogue per feature, see docs/performance.md).
  { name: '@ypo/headless/core: decideRoute', path: CORE, import: '{ decideRoute }', gzip: true, limit: '7.5 kB', modifyEsbuildConfig: frameworkFree },
  // A validator and the minimal hook import carry the one MESSAGES catalogue (3.27 kB with the texts of issue 11, 3.75 kB with issues 12 and 13).
  { name: '@ypo/headless/core: a validator', path: CORE, import: '{ emailRequired }', gzip: true, limit: '3.9 kB', modifyEsbuildConfig: frameworkFree },
  // 30.1 kB with every rule of issue 11 (feed, replies, mentions, post editing, featured items, community routes and content);
  // 36.2 kB with issue 12 (files, resources, chapter studio, announcements, breadcrumbs) and issue 13's chapter admin and networks rules;
  // 37.59 kB with the forum toolkit's rules and its static forum meetings and sample agendas;
  // 39.66 kB with issue 14's content and community directory rules and their catalogue (DIRECTORIES_MESSAGES);
  // 40.02 kB with the event directory rules alone (search request, paging, frozen facet, filter rules, cards, type-ahead);
  // 40.49 kB with the integrated search rules alone (tracking payloads, platform name, tile links);
  // 41.83 kB with the chapter events rules alone (event form checks and body, attendees, community events) and their texts;
  // 44.84 kB with all of issue 14 (directories, events, chapter events, integrated search);
  // 50.7 kB with issue 15: the member profile's rules (form rules, section visibility, edit mode, the professional and
  // personal dialogs' schemas, photo refusals, recommendations) and PROFILE_MESSAGES they read (about 4.7 kB), the
  // feedback, policies and My Quick Links rules (0.75 kB); around me and notifications keep their rules out of the core.
  { name: '@ypo/headless/core: every rule', path: CORE, import: '*', gzip: true, limit: '51 kB', modifyEsbuildConfig: frameworkFree },
  {
    // The cap is 9 kB (TanStack Query's minimal React import is 9.15 kB); our own code stays
    // well under it. SWR and jotai alone are 9.3 kB: the next check counts them in.
    name: '@ypo/headless: the minimal hook import (HeadlessProvider + useSdkQuery), our code',
    path: HEADLESS,
    import: '{ HeadlessProvider, useSdkQuery }',
    ignore: [...REACT, 'swr', 'jotai'],
    gzip: true,
    // 5.54 kB with the texts of issue 11 (the catalogue), 6.03 kB with issues 12 and 13.
    limit: '6.2 kB',
  },
  {
    name: '@ypo/headless: the minimal hook import, with SWR and jotai',
    path: HEADLESS,
    import: '{ HeadlessProvider, useSdkQuery }',
    ignore: REACT,
    gzip: true,
    limit: '15 kB',
  },
  ...FEATURES.map((name) => ({
    name: `@ypo/headless/${name}: every hook, with HeadlessProvider, SWR and jotai`,
    path: [HEADLESS, featureEntry(name)],
    import: { [HEADLESS]: '{ HeadlessProvider }', [featureEntry(name)]: '*' },
    ignore: [...REACT, ...(LAZY_IMPORTS[name] ?? [])],
    gzip: true,
    limit: FEATURE_LIMITS[name] ?? NEW_FEATURE_LIMIT,
  })),
];
