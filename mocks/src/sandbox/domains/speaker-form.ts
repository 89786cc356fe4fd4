// The server's check of a Become a Speaker / edit speaker body (spec 002 §5): the same rules and
// texts as the app's form (packages/headless core/speaker/form.ts), so a client that skips them gets
// 422 with 'Please fill in the required fields' and the spec's text per field.

/** The body fields the check reads (a SpeakerProfile as sent). */
export interface SpeakerFormBody {
  firstName?: string | null; familyName?: string | null; title?: string | null; travelFromCity?: string | null; country?: string | null;
  phoneCode?: string | null; phone?: string | null; email?: string | null; linkedInUrl?: string | null; webSiteUrl?: string | null;
  gender?: string | null; biography?: string | null; feeRange?: number | null; reducedFee?: boolean | null; travellingResourceProgram?: boolean | null;
  servingResource?: boolean | null; languages?: unknown[] | null; associations?: unknown[] | null;
  topics?: { childTopics?: { isSelected?: boolean }[] }[] | null;
}

const BLANK = 'Cannot be left blank';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL = /^https?:\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9](:\d{1,5})?([/?#]\S*)?$/i;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The messages of the failing fields of a speaker body (spec 002 §5); empty when it passes. */
export function speakerFormErrors(body: SpeakerFormBody): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const field of ['firstName', 'familyName', 'title', 'travelFromCity', 'country', 'phoneCode', 'biography'] as const) if (!text(body[field])) fail(field, BLANK);
  if (text(body.phoneCode).length > 3) fail('phoneCode', 'Invalid Phone number');
  const phone = text(body.phone).length;
  if (phone < 3 || phone > 20) fail('phone', 'Invalid Phone number');
  if (!EMAIL.test(text(body.email))) fail('email', 'This is not a valid email address');
  if (!text(body.gender)) fail('gender', 'You must select one option');
  for (const field of ['linkedInUrl', 'webSiteUrl'] as const) if (text(body[field]) && !URL.test(text(body[field]))) fail(field, 'Please enter a valid url');
  if (!body.languages?.length) fail('languages', 'Select at least one language');
  if (!body.associations?.length) fail('associations', 'Select at least one association');
  if (!body.topics?.some((c) => c.childTopics?.some((t) => t.isSelected))) fail('topics', 'Select at least one Topic');
  if (typeof body.feeRange !== 'number' || !Number.isInteger(body.feeRange) || body.feeRange < 0 || body.feeRange > 8) fail('feeRange', 'Select your Fees Range');
  for (const field of ['reducedFee', 'travellingResourceProgram', 'servingResource'] as const) if (typeof body[field] !== 'boolean') fail(field, 'Select YES or NO');
  return errors;
}
