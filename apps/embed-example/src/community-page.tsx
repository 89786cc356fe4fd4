import { kindLabels, usePermissions } from '@ypo/headless';
import { Link, useParams } from 'react-router';

/** One of the member's communities: its kind and the member's roles in it. */
export function CommunityPage() {
  const { communityId } = useParams();
  const { communities, isLoading, error } = usePermissions();
  const community = communities.find((c) => c.communityId === communityId);
  if (isLoading) return <p role="status">Loading the community…</p>;
  if (error) return <p role="alert">{error.message}</p>;
  if (!community) {
    return (
      <>
        <h1>Community not found</h1>
        <p>
          You are not a member of this community. <Link to="/">Back to your communities</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{community.name}</h1>
      <p className="kind">{kindLabels[community.communityType]}</p>
      <h2>Your roles here</h2>
      {community.roles.length > 0 ? (
        <ul>
          {community.roles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
      ) : (
        <p>No role of your own in this community.</p>
      )}
      <p>
        <Link to="/">Back to your communities</Link>
      </p>
    </>
  );
}
