import { usePostLikers, type PostPerson } from '@ypo/headless';
import { Button } from 'react-aria-components';
import { ModalDialog } from '../../components/modal-dialog';
import * as dialogStyles from '../../components/dialog.css';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { Avatar } from './avatar';
import * as styles from './feed.css';

/** The shown name of a member: preferred name (else first name) and family name. */
export const personName = (person: PostPerson) => `${person.preferredName || person.firstName} ${person.lastName}`.trim();

/** The members who liked a post (`listPostLikers`), loaded when the dialog opens. */
export function LikersDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const { people, error, isLoading } = usePostLikers(postId);
  return (
    <ModalDialog title="Liked by" isOpen isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {({ close }) => (
        <>
          {isLoading ? (
            <Skeleton label="Loading who liked the post">
              <SkeletonLine width="half" />
              <SkeletonLine width="half" />
            </Skeleton>
          ) : error ? (
            <p role="alert" className={styles.error}>
              {error.message}
            </p>
          ) : (
            <ul className={styles.people} aria-label="Members who liked the post">
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
