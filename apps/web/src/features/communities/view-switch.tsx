import type { CommunityViewState } from '@ypo/headless';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import * as styles from './community.css';

/** The Admin View / Member View switch of a community admin (spec 001 §1): one of two toggle buttons. */
export function CommunityViewSwitch({ view }: { view: Pick<CommunityViewState, 'view' | 'views' | 'labels' | 'setView'> }) {
  return (
    <ToggleButtonGroup
      aria-label="Community view"
      className={styles.viewSwitch}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view.view]}
      onSelectionChange={(keys) => {
        const next = view.views.find((v) => keys.has(v));
        if (next !== undefined) view.setView(next);
      }}
    >
      {view.views.map((option) => (
        <ToggleButton key={option} id={option} className={styles.viewOption}>
          {view.labels[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
