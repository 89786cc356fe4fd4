import { usePostLikers, usePostUsers, type PostPerson } from '@ypo/headless';
import { Button } from 'react-aria-components';
import { ModalDialog } from '../../components/modal-dialog';
import * as dialogStyles from '../../components/dialog.css';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { Avatar } from '../../components/avatar';
import * as styles from './feed.css';

/** The shown name of a member: preferred name (else first name) and family name. */
export const personName = (person: PostPerson) => `${person.preferredName || person.firstName} ${person.lastName}`.trim();

/** Which members of a post a {@link PeopleDialog} lists: who liked it, or who takes part in it. */
export type PostPeople = 'likers' | 'users';

const TEXTS: Record<PostPeople, { title: string; list: string; loading: string }> = {
  likers: { title: 'Liked by', list: 'Members who liked the post', loading: 'Loading who liked the post' },
  users: { title: 'Taking part', list: 'Members taking part in the post', loading: 'Loading who takes part in the post' },
};

/** The members who liked a post (`listPostLikers`) or take part in it (`listUsersByPost`), loaded when the dialog opens. */
export function PeopleDialog({ postId, which, onClose }: { postId: string; which: PostPeople; onClose: () => void }) {
  const likers = usePostLikers(which === 'likers' ? postId : null);
  const users = usePostUsers(which === 'users' ? postId : null);
  const { people, error, isLoading } = which === 'likers' ? likers : users;
  const texts = TEXTS[which];
  return (
    <ModalDialog title={texts.title} isOpen isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {({ close }) => (
        <>
          {isLoading ? (
            <Skeleton label={texts.loading}>
              <SkeletonLine width="half" />
              <SkeletonLine width="half" />
            </Skeleton>
          ) : error ? (
            <p role="alert" className={styles.error}>
              {error.message}
            </p>
          ) : (
            <ul className={styles.people} aria-label={texts.list}>
              {people.map((person) => (
                <li key={person.id} className={styles.person}>
                  <Avatar name={personName(person)} imageUrl={person.profileImageUrl} />
                  <span>{personName(person)}</span>
                </li>
              ))}
            </ul>
          )}
          <div className={dialogStyles.actions}>
            <Button className={dialogStyles.button} onPress={close}>
              Close
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
