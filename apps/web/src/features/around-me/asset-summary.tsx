import type { BusinessAsset } from '@ypo/headless/around-me';
import * as styles from './around-me.css';

/** A business in a list: its name, kind, place, price and contact (spec 002 §3). */
export function AssetSummary({ asset }: { asset: BusinessAsset }) {
  const kind = asset.establishmentType === 'Dining' ? [asset.cuisine, asset.destinationRestaurant ? 'Destination restaurant' : null] : [asset.accommodationType, asset.hotelClass];
  return (
    <>
      <h3 className={styles.cardTitle}>{asset.name}</h3>
      <p className={styles.line}>{[asset.establishmentType, ...kind, asset.priceRange].filter(Boolean).join(' · ')}</p>
      <p className={styles.line}>{[asset.address1, asset.city, asset.state, asset.country, asset.region].filter(Boolean).join(', ')}</p>
      {asset.website ? (
        <p className={styles.line}>
          <a href={asset.website} target="_blank" rel="noopener noreferrer">
            {asset.website}
          </a>
        </p>
      ) : null}
      {asset.telephone ? <p className={styles.line}>{asset.telephone}</p> : null}
      {asset.discountCode ? <p className={styles.meta}>Discount code: {asset.discountCode}</p> : null}
    </>
  );
}
