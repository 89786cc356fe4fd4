// React hooks of the member directory and connections (spec 002 §2-§5, §9) over the rules of core/directory.
export { directoryKeyOf, directoryPageKeyOf, useMemberDirectory } from './use-member-directory';
export type { DirectoryPageKey, MemberDirectory, MemberDirectoryOptions } from './use-member-directory';
export { useDirectoryTypeAhead } from './use-directory-type-ahead';
export type { DirectoryTypeAhead } from './use-directory-type-ahead';
export { connectionKey, useConnection } from './use-connection';
export type { Connection, ConnectionPayload } from './use-connection';
// The member directory's rules (core/directory), exported here so the core entry stays as it is.
export * from '../../core/directory';
