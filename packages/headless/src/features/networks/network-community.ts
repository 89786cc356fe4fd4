/** The network (or group) a hook works on: its id and the community type name the app sends in paths. */
export interface NetworkCommunityRef {
  /** The community's id. */
  readonly communityId: string;
  /** The community type name as the app sends it in the path: `network`, `group` or `champion`. */
  readonly communityName: string;
}
