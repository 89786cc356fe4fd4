import { paths } from '@ypo/headless';
import { useMyAssets } from '@ypo/headless/around-me';
import { PROFILE_MESSAGES } from '@ypo/headless/profile';
import { Link } from 'react-aria-components';
import * as styles from './profile.css';
import { ProfileSection } from './profile-section';
import type { ProfileSectionsProps } from './sections';

/**
 * The member's businesses on the profile: the my-assets shortcut (spec 002 §7, GET
 * v3/around-me/{id}/get-myassets-shortcut), with a link to around me (/businesses). The owner sees
 * each asset's review state; others get the approved ones from the server. Shown when there are any.
 */
export function BusinessesSection({ personId, isEditMode }: ProfileSectionsProps) {
  const { assets, isLoading } = useMyAssets(personId, { shortcut: true });
  if (isLoading) return null;
  return (
    <ProfileSection title={PROFILE_MESSAGES.sectionBusinesses} hasContent={assets.length > 0} isEditMode={isEditMode}>
      {assets.length === 0 ? (
        <p className={styles.empty}>{PROFILE_MESSAGES.noBusinesses}</p>
      ) : (
        <ul className={styles.entries}>
          {assets.map((asset) => (
            <li key={asset.id ?? asset.name}>
              {[asset.name, [asset.city, asset.country].filter(Boolean).join(', '), asset.assetStatus === 'Approved' ? '' : asset.assetStatus].filter(Boolean).join(' · ')}
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.editLink} href={paths.businesses()}>
        {PROFILE_MESSAGES.openAroundMe}
      </Link>
    </ProfileSection>
  );
}
