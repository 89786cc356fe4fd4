import { paths } from '../routes/route-table';
import { mentionNameOf, type MentionPerson } from './mentions';

// Apart from mentions.ts so that writing a mention does not load the route table.

/** The member profile a mention links to (spec 001 §4): the route table's `memberProfile` with the member's id and name. */
export function memberProfileHrefOf(person: MentionPerson): string {
  return paths.memberProfile({ memberId: person.id, name: mentionNameOf(person) });
}
