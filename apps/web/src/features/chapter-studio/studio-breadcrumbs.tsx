import { isStudioTrail, studioBreadcrumbs, type StudioCrumb } from '@ypo/headless';
import { useId, useMemo, type ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { useLocation } from 'react-router';
import * as styles from './chapter-studio.css';

/** The history state a studio link carries: the trail it leaves from. */
export interface StudioTrailState {
  crumbs: StudioCrumb[];
}

/**
 * The chapter studio's breadcrumbs on arriving at `here` (spec 001 §2): the trail comes with the link
 * that led here (history state); links from this screen pass {@link trailState} on.
 */
export function useStudioTrail(here: StudioCrumb): StudioCrumb[] {
  const { state } = useLocation();
  const previous = (state as Partial<StudioTrailState> | null)?.crumbs;
  return useMemo(() => studioBreadcrumbs(isStudioTrail(previous) ? previous : undefined, here), [previous, here]);
}

/** Router options of a link leaving a studio screen: the trail travels with it. */
export function trailState(crumbs: StudioCrumb[]) {
  return { state: { crumbs } satisfies StudioTrailState };
}

/** The trail as react-aria breadcrumbs; the last crumb is the current page. */
export function StudioBreadcrumbs({ crumbs }: { crumbs: StudioCrumb[] }) {
  return (
    <nav aria-label="Breadcrumbs">
      <Breadcrumbs className={styles.breadcrumbs} items={crumbs.map((crumb, index) => ({ ...crumb, id: `${index}:${crumb.key}` }))}>
        {(crumb) => (
          <Breadcrumb className={styles.breadcrumb}>
            <Link href={crumb.href} routerOptions={trailState(crumbs)}>
              {crumb.label}
            </Link>
          </Breadcrumb>
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** A chapter studio screen: its breadcrumbs, its title and what it shows. */
export function StudioScreen({ crumbs, title, children }: { crumbs: StudioCrumb[]; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <StudioBreadcrumbs crumbs={crumbs} />
      <h1 id={titleId} className={styles.heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
