import { USER_VOTE, useProspectVote, useProspectVoting, type ProspectVoteValue } from '@ypo/headless';
import { useId, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { AlertText } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './chapter-admin.css';
import { TableBox } from './table-box';

/** The two votes, as the buttons read (spec 001 §3: 1 up, 0 down). */
const SIDES = [
  ['Up', USER_VOTE.up],
  ['Down', USER_VOTE.down],
] as const satisfies readonly (readonly [string, ProspectVoteValue])[];

/**
 * The prospect voting list of a chapter (spec 001 §2, §3, §4): each prospect with the up and down counts
 * and the member's own vote; a vote moves the counts at once and goes back when it fails (§8), with the
 * failure told beside the list. The list is for the chapter's members: for anyone else the server
 * refuses it and the section stays away.
 */
export function ProspectVoting({ communityId }: { communityId: string }) {
  const headingId = useId();
  const { prospects, error, isLoading } = useProspectVoting(communityId);
  const { vote, isVoting } = useProspectVote(communityId);
  const [failure, setFailure] = useState<string | undefined>();
  if (error?.code === 'forbidden' || error?.code === 'notFound') return null;
  if (!isLoading && !error && prospects.length === 0) return null;
  const cast = async (prospectId: string, value: ProspectVoteValue) => {
    setFailure(undefined);
    const result = await vote(prospectId, value);
    if (result && !result.ok) setFailure(result.error.message);
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Prospect voting
      </h2>
      {isLoading ? (
        <Skeleton label="Loading the prospect voting list">
          <SkeletonLine width="wide" />
          <SkeletonLine width="wide" />
        </Skeleton>
      ) : error ? (
        <AlertText message={error.message} />
      ) : (
        <TableBox label="Prospect voting">
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>Prospect</th>
                <th scope="col" className={styles.number}>Up votes</th>
                <th scope="col" className={styles.number}>Down votes</th>
                <th scope="col" className={styles.cell}>Your vote</th>
              </tr>
            </thead>
            <tbody>
              {prospects.map((p) => {
                const name = `${p.firstName} ${p.lastName}`;
                return (
                  <tr key={p.prospectId} data-prospect={p.prospectId}>
                    <th scope="row" className={styles.cell}>{name}</th>
                    <td className={styles.number} data-count="up">{p.upCount}</td>
                    <td className={styles.number} data-count="down">{p.downCount}</td>
                    <td className={styles.cell}>
                      <div className={styles.row}>
                        {SIDES.map(([side, value]) => (
                          <ToggleButton
                            key={side}
                            className={styles.button}
                            aria-label={`Vote ${side.toLowerCase()} for ${name}`}
                            isSelected={p.userHasVoted === value}
                            isDisabled={isVoting}
                            onChange={() => (p.userHasVoted === value ? undefined : void cast(p.prospectId, value))}
                          >
                            {side}
                          </ToggleButton>
                        ))}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableBox>
      )}
      <AlertText message={failure} />
    </section>
  );
}
