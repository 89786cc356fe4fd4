// The chat domain: the messenger's participant profiles (openapi/chat.yaml getChatUsers, spec 002 §7 Chat,
// §3 chat user profile) from the network's members. The conversations themselves live on the Matrix
// homeserver (mocks/src/matrix, docs/messenger.md), where each member is @{id}:ypo.
//
// Sandbox facts: any signed-in caller may load any member's chat profile (the messenger shows whoever is in a
// conversation); ids are matched case-insensitively, answered in the order asked, each once; ids that name
// nobody are left out (the messenger retries what it could not load, spec 002 §4).
import type { chat } from '@ypo/sdk';
import { fallbackImageUrl, bodyOf, indexOf, ok } from '../helpers.ts';
import type { OperationHandler, SandboxDomain } from '../types.ts';

type ChatUser = chat.components['schemas']['ChatUser'];

const getChatUsers: OperationHandler = (request, _caller, store) => {
  const { userIds = [] } = bodyOf<chat.components['schemas']['ChatUsersRequest']>(request);
  const index = indexOf(store);
  const seen = new Set<string>();
  const chatUsers: ChatUser[] = [];
  for (const id of userIds) {
    const key = id.toLowerCase();
    const member = index.members.get(key);
    if (!member || seen.has(key)) continue;
    seen.add(key);
    const chapter = index.communities.get(member.chapterId.toLowerCase());
    chatUsers.push({
      id: member.personId,
      preferredName: member.preferredName || member.firstName,
      lastName: member.familyName,
      profileImageUrl: member.profileImageUrl || null,
      fallbackProfileImageUrl: fallbackImageUrl(),
      chapterName: chapter?.name ?? null,
      chapterId: chapter?.communityId ?? null,
      companyName: member.companyName || null,
    });
  }
  return ok({ chatUsers });
};

/** The `chat` domain: chat user profiles (reads the network; seeds nothing). */
export const chatDomain: SandboxDomain = {
  name: 'chat',
  seed() {},
  handlers: { getChatUsers },
};
