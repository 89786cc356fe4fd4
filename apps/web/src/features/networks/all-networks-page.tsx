import { paths, useNetworksLanding, type NetworkLandingType } from '@ypo/headless';
import { useState } from 'react';
import { Link, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { AlertText } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './networks.css';

/** The tab label of each network type (spec 001 §1: ALL, BUSINESS, FAMILY, PERSONAL, IMPACT). */
const TYPE_LABELS: Record<NetworkLandingType, string> = { ALL: 'All', BUSINESS: 'Business', FAMILY: 'Family', PERSONAL: 'Personal', IMPACT: 'Impact' };

/** Cards standing for the networks while they load, at the size of the real ones. */
function NetworksSkeleton() {
  return (
    <Skeleton label="Loading the networks" className={styles.grid}>
      {[0, 1, 2].map((i) => (
        <span key={i} className={styles.card}>
          <SkeletonLine width="half" />
          <SkeletonLine size="small" width="full" />
        </span>
      ))}
    </Skeleton>
  );
}

/**
 * /allNetworksPage (spec 001 §1, §2): the networks by type, one tab per type with its count; each
 * network opens its network page (/networkLandingPage/{communityId}).
 */
export function AllNetworksPage() {
  const [type, setType] = useState<NetworkLandingType>('ALL');
  const { types, networks, counts, isLoading, error } = useNetworksLanding(type);
  return (
    <section className={styles.page} aria-labelledby="networks-title">
      <header className={styles.header}>
        <h1 id="networks-title" className={styles.title}>
          Networks
        </h1>
      </header>
      <Tabs selectedKey={type} onSelectionChange={(key: Key) => setType(key as NetworkLandingType)}>
        <TabList aria-label="Network types" className={styles.tabList}>
          {types.map((t) => (
            <Tab key={t} id={t} className={styles.tab}>
              {isLoading ? TYPE_LABELS[t] : `${TYPE_LABELS[t]} (${counts[t]})`}
            </Tab>
          ))}
        </TabList>
        {types.map((t) => (
          <TabPanel key={t} id={t} className={styles.tabPanel}>
            {isLoading ? <NetworksSkeleton /> : null}
            <AlertText message={error?.message} />
            {!isLoading && !error && networks.length === 0 ? <p className={styles.muted}>There are no networks of this type.</p> : null}
            {networks.length > 0 ? (
              <ul className={styles.grid} aria-label={`${TYPE_LABELS[t]} networks`}>
                {networks.map((n) => (
                  <li key={n.communityId} className={styles.card}>
                    <Link className={styles.link} href={paths.networkLandingPage(n.communityId)}>
                      {n.name}
                    </Link>
                    {n.description ? <p className={styles.muted}>{n.description}</p> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
