import { DIRECTORIES_MESSAGES as T, paths, useConnectionList, useFollowList, type PersonCard } from '@ypo/headless';
import { Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AlertText } from '../../components/notice';
import * as tabStyles from '../../components/tabs.css';
import { useUser } from '../../lib/auth';
import { ResultsSkeleton } from './directory-parts';
import * as styles from './directories.css';
import { Avatar } from '../../components/avatar';

const nameOf = (person: PersonCard) => `${person.preferredName || person.firstName} ${person.lastName}`;

/** A list of people, each opening their profile; `emptyText` when there is none. */
function PeopleList({ label, people, isLoading, error, emptyText }: { label: string; people: readonly PersonCard[] | undefined; isLoading: boolean; error: string | undefined; emptyText: string }) {
  if (isLoading) return <ResultsSkeleton rows={3} />;
  if (error) return <AlertText message={error} />;
  if (!people || people.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {people.map((person) => {
        const name = nameOf(person);
        const details = [person.companyName, person.primaryChapterName].filter(Boolean).join(' · ');
        return (
          <li key={person.id} className={styles.person}>
            <Avatar name={name} imageUrl={person.profileImageUrl || person.fallbackProfileImageUrl} />
            <span>
              <Link className={styles.link} href={paths.memberProfile({ memberId: person.id, name })}>
                {name}
              </Link>
              {details ? <p className={styles.muted}>{details}</p> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /memberConnections, also reached by /follows (spec 000 §2, spec 002 §2): the member's connections
 * ('You currently have no connections.' when none) and the people they follow, each opening the
 * member's profile.
 */
export function MemberConnectionsPage() {
  const { userId } = useUser();
  const connections = useConnectionList(userId);
  const follows = useFollowList(userId);
  return (
    <section className={styles.page} aria-labelledby="connections-title">
      <header className={styles.header}>
        <h1 id="connections-title" className={styles.title}>
          {T.connectionsTitle}
        </h1>
      </header>
      <Tabs>
        <TabList aria-label={T.connectionsTitle} className={tabStyles.tabList}>
          <Tab id="connections" className={tabStyles.tab}>
            {connections.connections ? `${T.connectionsTab} (${connections.connections.length})` : T.connectionsTab}
          </Tab>
          <Tab id="following" className={tabStyles.tab}>
            {follows.follows ? `${T.followingTab} (${follows.follows.length})` : T.followingTab}
          </Tab>
        </TabList>
        <TabPanel id="connections" className={styles.tabPanel}>
          <PeopleList
            label={T.connectionsTab}
            people={connections.connections}
            isLoading={connections.isLoading || !userId}
            error={connections.error?.message}
            emptyText={T.noConnections}
          />
        </TabPanel>
        <TabPanel id="following" className={styles.tabPanel}>
          <PeopleList label={T.followingTab} people={follows.follows} isLoading={follows.isLoading || !userId} error={follows.error?.message} emptyText={T.noFollows} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
