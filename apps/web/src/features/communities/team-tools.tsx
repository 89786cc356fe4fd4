import { kindLabels, type Community } from '@ypo/headless';
import * as styles from './community.css';

/** The product-team tools of a community page (spec 001 §6: shown to product-team members only): the community's records. */
export function TeamTools({ community }: { community: Community }) {
  const rows: [string, string][] = [
    ['Community id', community.communityId],
    ['Community type', kindLabels[community.communityType]],
    ['Salesforce id', community.salesforceId ?? 'None'],
    ['Activity moderated', community.isActivityModerated ? 'Yes' : 'No'],
    ['Health', community.health === null || community.health === undefined ? 'Not rated' : String(community.health)],
  ];
  return (
    <section className={styles.panel} aria-labelledby="team-tools">
      <h2 id="team-tools" className={styles.panelTitle}>
        Product team tools
      </h2>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.detailRow}>
            <dt className={styles.detailTerm}>{term}</dt>
            <dd className={styles.detailValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
