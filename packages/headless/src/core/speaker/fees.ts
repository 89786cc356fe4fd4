// Speaker fee ranges (spec 002 §3): the USD values 0, 1000, 3000, 5000, 10000, 20000, 50000, 100000,
// 100000+, mapped to keys 0 to 8 (`feeRange` of a speaker profile is the key).

/** The fee range values in USD, in key order: index = key (spec 002 §3). */
export const SPEAKER_FEE_VALUES = ['0', '1000', '3000', '5000', '10000', '20000', '50000', '100000', '100000+'] as const;

/** A fee range key, 0 to 8. */
export type SpeakerFeeKey = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Whether a value is a fee range key (an integer 0 to 8). */
export const isSpeakerFeeKey = (value: unknown): value is SpeakerFeeKey =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < SPEAKER_FEE_VALUES.length;

/** The key of a USD fee value ('100000+' is 8); undefined for a value the list does not have. */
export function speakerFeeKeyOf(value: string): SpeakerFeeKey | undefined {
  const index = SPEAKER_FEE_VALUES.indexOf(value.trim() as (typeof SPEAKER_FEE_VALUES)[number]);
  return index < 0 ? undefined : (index as SpeakerFeeKey);
}

const usd = (value: string) => (value.endsWith('+') ? `$${Number(value.slice(0, -1)).toLocaleString('en-US')}+` : `$${Number(value).toLocaleString('en-US')}`);

/**
 * The label of a fee range key: the USD value it maps to ('$5,000', '$100,000+'); '' for a key
 * outside 0 to 8 (a card with no fee range shows nothing).
 */
export function speakerFeeLabel(key: number | null | undefined): string {
  if (!isSpeakerFeeKey(key)) return '';
  return usd(SPEAKER_FEE_VALUES[key]);
}

/**
 * A CFF training fee (spec 002 §3 cffFee) as the profile and the CFF card show it: '$1,000 - $3,000',
 * or one amount ('$2,000') when the minimum and maximum are the same.
 */
export const cffFeeText = (fee: { readonly minimumFee: number; readonly maximumFee: number }): string =>
  fee.minimumFee === fee.maximumFee ? usd(String(fee.minimumFee)) : `${usd(String(fee.minimumFee))} - ${usd(String(fee.maximumFee))}`;
