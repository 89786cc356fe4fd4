/**
 * Normalises a phone number for the recovery calls (spec 000 §5: numbers are normalised first;
 * the normaliser is not shown). Keeps letters and digits only; prefixes the country code's
 * digits unless the number already starts with an international prefix ('+' or '00').
 */
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
