import { kindLabels, usePermissions } from '@ypo/headless';
import { Link } from 'react-router';

/** The embedded feature: the member's communities in the platform's list order, and what their roles allow. */
export function CommunitiesPage() {
  const { communities, mainMenu, roles, error, isLoading } = usePermissions();
  return (
    <>
      <h1>Your communities</h1>
      {isLoading ? <p role="status">Loading your communities…</p> : null}
      {error ? <p role="alert">{error.message}</p> : null}
      {communities.length > 0 ? (
        <ul className="cards" aria-label="Communities">
          {communities.map((community) => (
            <li key={community.communityId} className="card">
              <Link to={`/communities/${community.communityId}`}>{community.name}</Link>
              <span className="kind">{kindLabels[community.communityType]}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {roles ? (
        <section aria-labelledby="permissions">
          <h2 id="permissions">Your permissions</h2>
          <dl className="facts">
            <dt>Roles</dt>
            <dd>{[...roles.names].sort().join(', ') || 'None'}</dd>
            <dt>Kinds of community</dt>
            <dd>{mainMenu.map((section) => `${kindLabels[section.type]} (${section.communities.length})`).join(', ')}</dd>
            <dt>May act for another member</dt>
            <dd>{roles.canImpersonate ? 'Yes' : 'No'}</dd>
            <dt>Chapter studio</dt>
            <dd>{roles.canManageChapterStudio ? 'Manage' : roles.canViewChapterStudio ? 'View' : 'No access'}</dd>
          </dl>
        </section>
      ) : null}
    </>
  );
}
