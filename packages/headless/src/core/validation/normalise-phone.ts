// spec 000 §5: recovery phone numbers are normalised first; the spec does not show the normaliser, so:
// letters and digits only, prefixed by the country code unless already international ('+' or '00').
/** The phone number as the recovery calls take it: country code and number, letters and digits only. */
export function normalisePhone(phoneNumber: unknown, countryCode?: unknown): string {
  const text = typeof phoneNumber === 'string' ? phoneNumber : typeof phoneNumber === 'number' && Number.isFinite(phoneNumber) ? String(phoneNumber) : '';
  const trimmed = text.trim();
  const isInternational = trimmed.startsWith('+') || trimmed.startsWith('00');
  let number = trimmed.replace(/[^A-Za-z0-9]/g, '');
  if (trimmed.startsWith('00')) number = number.replace(/^00/, '');
  if (number === '') return '';
  if (isInternational) return number;
  const code =
    typeof countryCode === 'string' || (typeof countryCode === 'number' && Number.isFinite(countryCode))
      ? String(countryCode).replace(/\D/g, '').replace(/^0+/, '')
      : '';
  return `${code}${number}`;
}
