// The registry of sandbox domains, in seed order: a domain seeds after the ones it reads.
// Adding a domain is one file (domains/<name>.ts exporting `<name>Domain`) and one line here,
// after `networkDomain`, which every domain reads (docs/sandbox.md, "Adding a domain").
import type { SandboxDomain } from '../types.ts';
import { appConfigDomain } from './app-config.ts';
import { assistDomain } from './assist.ts';
import { chapterAdminDomain } from './chapter-admin.ts';
import { chapterStudioDomain } from './chapter-studio.ts';
import { chatDomain } from './chat.ts';
import { communityAdminDomain } from './community-admin.ts';
import { communityDirectoryDomain } from './community-directory.ts';
import { communityPagesDomain } from './community-pages.ts';
import { connectionsDomain } from './connections.ts';
import { contentSearchDomain } from './content-search.ts';
import { directoryDomain } from './directory.ts';
import { emailComposerDomain } from './email-composer.ts';
import { eventsDomain } from './events.ts';
import { feedDomain } from './feed.ts';
import { forumToolkitDomain } from './forum-toolkit.ts';
import { identityDomain } from './identity.ts';
import { impersonationDomain } from './impersonation.ts';
import { integratedSearchDomain } from './integrated-search.ts';
import { networkDomain } from './network.ts';
import { networksGroupsDomain } from './networks-groups.ts';
import { profileDomain } from './profile.ts';
import { profilePersonalDomain } from './profile-personal.ts';
import { profileExtrasDomain } from './profile-extras.ts';
import { profileProfessionalDomain } from './profile-professional.ts';
import { renewalDomain } from './renewal.ts';
import { resourcesDomain } from './resources.ts';
import { speakerDomain } from './speaker.ts';
import { toolsDomain } from './tools.ts';
import { uploadsDomain } from './uploads.ts';
import { waiverDomain } from './waiver.ts';

/** Every domain of the sandbox, in seed order. */
export const sandboxDomains: readonly SandboxDomain[] = [
  networkDomain,
  assistDomain,
  feedDomain,
  communityAdminDomain,
  communityPagesDomain,
  // Writes group content into the community pages' slice (configuration, approved requests).
  networksGroupsDomain,
  identityDomain,
  waiverDomain,
  // Reads the prospect votes (community-admin) and the waivers' statuses.
  chapterAdminDomain,
  speakerDomain,
  eventsDomain,
  // The directory's notifications read the seeded events.
  directoryDomain,
  renewalDomain,
  impersonationDomain,
  profileDomain,
  // The member profile's personal collections (seeds the personas who are members).
  profilePersonalDomain,
  // The member profile's professional collections, lookup lists and the chapter admin's edit right.
  profileProfessionalDomain,
  appConfigDomain,
  uploadsDomain,
  resourcesDomain,
  // Keeps announcement images through the uploads domain.
  chapterStudioDomain,
  // Reads the events (attendees) and keeps attachments with the uploads.
  emailComposerDomain,
  // Searches the posts of the feed and the network's communities (seeds nothing).
  contentSearchDomain,
  forumToolkitDomain,
  // Searches the network's communities with the groups' focus (community pages; seeds nothing).
  communityDirectoryDomain,
  // Reads the directory's connections; seeds who follows whom.
  connectionsDomain,
  // Searches the members, connections, events and posts (ypoSearch); keeps the search tracking calls.
  integratedSearchDomain,
  // Reads the network's memberships, the directory's connections and the events; seeds only the dispositions.
  profileExtrasDomain,
  // My Quick Links offer the active resource links (resources).
  toolsDomain,
  // The messenger's participant profiles from the network's members (seeds nothing).
  chatDomain,
];
