import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from './feature-messages';
import { APP_ERROR_TEXT, AppError, MESSAGES, toAppError } from './messages';

// The shared spec folder, from packages/headless/src/core up to the workspace's parent.
const SPEC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/spec');

function readSpec(prefix: string): string {
  expect(existsSync(SPEC_DIR), `spec folder ${SPEC_DIR}`).toBe(true);
  const file = readdirSync(SPEC_DIR).find((name) => name.startsWith(prefix) && name.endsWith('.txt'));
  expect(file, `spec ${prefix}*.txt in ${SPEC_DIR}`).toBeDefined();
  return readFileSync(resolve(SPEC_DIR, file ?? ''), 'utf8');
}

/** The text of section `n` (from its `## n.` heading to the next `## ` heading). */
function section(spec: string, n: number): string {
  const start = spec.indexOf(`\n## ${n}.`);
  expect(start, `section ${n}`).toBeGreaterThan(-1);
  const end = spec.indexOf('\n## ', start + 1);
  return spec.slice(start, end === -1 ? undefined : end);
}

/**
 * Single-quoted texts: a quote opens after a space or '(' and closes before a space,
 * punctuation or the line end, so apostrophes inside words ("We're") stay inside the text.
 */
function quotedTexts(text: string): string[] {
  return [...text.matchAll(/(?<=^|[\s(])'(.+?)'(?=[\s.,;:)]|$)/gm)].map((m) => m[1] ?? '');
}

const catalogue: readonly string[] = Object.values(MESSAGES);
const spec000 = readSpec('000_');

describe('MESSAGES', () => {
  const section8 = quotedTexts(section(spec000, 8));

  it('parses every quoted text of spec 000 §8', () => {
    // 23 quotations in §8 ('Password cannot be your current password' is quoted twice).
    expect(section8).toHaveLength(23);
    expect(section8).toContain("We're unable to change your password...");
    expect(section8).toContain('Unable to connect to the serve');
  });

  it.each(section8.filter((text) => !text.includes('...')))('holds the §8 text %j word for word', (text) => {
    expect(catalogue).toContain(text);
  });

  // spec 000 §8 shortens some texts with '...'; no screen shows a literal '...', so the catalogue
  // holds each completed: the quoted parts in order, as spec 001 §8 writes the same sentence in full.
  const quickLinksFailure = quotedTexts(section(readSpec('001_'), 8)).find((text) => text.startsWith('Due to technical issues,'));
  const fullTechnicalIssues = (what: string) => quickLinksFailure?.replace('My Quick Links settings', what);
  const COMPLETED: Readonly<Record<string, string | undefined>> = {
    "We're unable to change your password...": MESSAGES.unableToChangePassword,
    "We're unable to change your username...": MESSAGES.unableToChangeUsername,
    'Due to technical issues... unable to change your notification settings': fullTechnicalIssues('notification settings'),
  };

  it('finds the full form of the technical-issues text in spec 001 §8', () => {
    expect(quickLinksFailure).toBe('Due to technical issues, we are currently unable to change your My Quick Links settings. Please try again later.');
  });

  it.each(section8.filter((text) => text.includes('...')))('holds the shortened §8 text %j completed', (text) => {
    const completed = COMPLETED[text];
    expect(completed, `completion of ${text}`).toBeDefined();
    expect(catalogue).toContain(completed);
    // The completion keeps every quoted part, in order.
    const parts = text.split('...').filter((part) => part !== '');
    expect(completed).toMatch(new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')));
  });

  it("completes the email and visibility texts ('similar texts', §8) the same way", () => {
    expect(MESSAGES.emailSettingsFailed).toBe(fullTechnicalIssues('email settings'));
    expect(MESSAGES.visibilitySettingsFailed).toBe(fullTechnicalIssues('visibility settings'));
  });

  it("has no text with a literal '...', in either catalogue", () => {
    expect([...catalogue, ...Object.values(FEATURE_MESSAGES)].filter((text) => text.includes('...'))).toEqual([]);
  });

  it.each(['Your Session Will Expire In 30 Minutes', 'Your Session has expired.'])(
    'holds the §4 session text %j word for word',
    (text) => {
      expect(quotedTexts(section(spec000, 4))).toContain(text);
      expect(catalogue).toContain(text);
    },
  );

  it.each(quotedTexts(section(spec000, 5)))('holds the §5 text %j (whole or inside a longer text)', (text) => {
    // §5 quotes 'Username already exists' and 'cannot be the same as your current password' as
    // fragments of the full §8 texts; the others are whole texts.
    expect(catalogue.some((entry) => entry.includes(text))).toBe(true);
  });

  it('keeps the typo of the connection text', () => {
    expect(MESSAGES.unableToConnect).toBe('Unable to connect to the serve');
  });

  it('has no duplicate texts, within or across the two catalogues', () => {
    const both = [...catalogue, ...Object.values(FEATURE_MESSAGES)];
    expect(new Set(both).size).toBe(both.length);
  });

  it('keeps the feature texts out of the platform catalogue (their keys are disjoint)', () => {
    expect(Object.keys(FEATURE_MESSAGES).filter((key) => Object.hasOwn(MESSAGES, key))).toEqual([]);
  });
});

describe('AppError', () => {
  it('carries a stable code, a typed cause and the server message', () => {
    const error = new AppError('lockedOut', { serverMessage: 'LOCKED_OUT', cause: { status: 401, body: {} } });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.code).toBe('lockedOut');
    expect(error.message).toBe(MESSAGES.lockedOut);
    expect(error.serverMessage).toBe('LOCKED_OUT');
    expect(error.cause).toEqual({ status: 401, body: {} });
  });

  it('defaults its text per code', () => {
    for (const [code, text] of Object.entries(APP_ERROR_TEXT)) {
      expect(new AppError(code as keyof typeof APP_ERROR_TEXT).message).toBe(text);
    }
  });
});

describe('toAppError', () => {
  const res = (status: number) => ({ status });

  it('maps a call that never reached the server to the connection text', () => {
    const error = toAppError({ error: new TypeError('Failed to fetch') });
    expect(error.code).toBe('connection');
    expect(error.message).toBe('Unable to connect to the serve');
    expect(toAppError({}).code).toBe('connection');
  });

  it("maps the provider's 'Old Password is not correct' to the incorrect current password text", () => {
    const error = toAppError({
      error: { errorCode: 'E0000014', errorSummary: 'Update of credentials failed', errorCauses: [{ errorSummary: 'Old Password is not correct' }] },
      response: res(403),
    });
    expect(error.code).toBe('incorrectCurrentPassword');
    expect(error.message).toBe(MESSAGES.incorrectCurrentPassword);
  });

  it("maps the provider's 'Password cannot be your current password' to the same-as-current text", () => {
    const error = toAppError({ error: { message: 'Password cannot be your current password' }, response: res(400) });
    expect(error.code).toBe('passwordSameAsCurrent');
    expect(error.message).toBe('New password cannot be the same as your current password');
    expect(error.serverMessage).toBe('Password cannot be your current password');
  });

  it('maps LOCKED_OUT to the 10-minute lockout text', () => {
    expect(toAppError({ error: { status: 'LOCKED_OUT' }, response: res(200) }).message).toBe(
      'Your account is temporarily locked for 10 minutes.',
    );
    expect(toAppError({ error: { errorCode: 'LOCKED_OUT' }, response: res(401) }).code).toBe('lockedOut');
  });

  it('maps a problem that carries the lockout text to the lockout code', () => {
    const error = toAppError({ error: { title: 'Forbidden', status: 403, detail: MESSAGES.lockedOut }, response: res(403) });
    expect(error.code).toBe('lockedOut');
    expect(error.message).toBe(MESSAGES.lockedOut);
  });

  it('maps a duplicate username to the username-exists text', () => {
    const error = toAppError({ error: { title: 'Conflict', status: 400, detail: 'Username already exists' }, response: res(400) });
    expect(error.code).toBe('usernameAlreadyExists');
    expect(error.message).toBe('Username already exists. Please choose another username.');
  });

  it.each([
    ['The password does not meet the complexity requirements of the current password policy.', 'passwordComplexity'],
    ['You have accessed an account recovery link that has expired or been previously used', 'recoveryLinkExpired'],
    ['You have entered an invalid code.', 'invalidCode'],
  ] as const)('keeps the provider text %j with code %s', (errorSummary, code) => {
    const error = toAppError({ error: { errorCode: 'E0000001', errorSummary }, response: res(403) });
    expect(error.code).toBe(code);
    expect(error.message).toBe(errorSummary);
  });

  it('uses the fallback text, or the server text when asked to surface it', () => {
    const failed = { error: { title: 'Bad Request', status: 400, message: 'Passcode expired' }, response: res(400) };
    expect(toAppError(failed, { fallback: 'unableToChangePassword' }).message).toBe("We're unable to change your password. Please try again later.");
    expect(toAppError(failed, { surfaceServerMessage: true }).message).toBe('Passcode expired');
    expect(toAppError({ error: {}, response: res(400) }, { surfaceServerMessage: true }).message).toBe('An error has occurred.');
  });

  it.each([
    [401, 'unauthorized', 'An error has occurred.'],
    [403, 'forbidden', MESSAGES.accessDenied],
    [404, 'notFound', 'An error has occurred.'],
    [422, 'validation', 'An error has occurred.'],
    [500, 'server', 'An error has occurred. Please try again later.'],
    [503, 'server', 'An error has occurred. Please try again later.'],
    [418, 'unknown', 'An error has occurred.'],
  ] as const)('maps status %i to %s', (status, code, message) => {
    const error = toAppError({ error: { title: 'x', status }, response: res(status) });
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.cause?.status).toBe(status);
  });

  it('never throws on odd bodies', () => {
    for (const body of [null, 0, '', 'plain text', [], { errorCauses: 'x' }, { message: 42 }, Symbol('s')]) {
      expect(() => toAppError({ error: body, response: res(500) })).not.toThrow();
      expect(() => toAppError({ error: body })).not.toThrow();
    }
  });
});

// Issue 9: 'Every catalogue text is used by a screen or removed.'
describe.each([
  { name: 'MESSAGES', file: 'messages.ts', keys: Object.keys(MESSAGES) },
  { name: 'FEATURE_MESSAGES', file: 'feature-messages.ts', keys: Object.keys(FEATURE_MESSAGES) },
])('every $name text is in use', ({ name, file, keys }) => {
  const HERE = dirname(fileURLToPath(import.meta.url));
  const ROOT = resolve(HERE, '../../../..');
  const CATALOGUE = join(HERE, file);
  // Where a text may be used: the packages and the app, and the mocks (the identity provider's sign-in page).
  const SOURCES = ['packages/headless/src', 'packages/sdk/src', 'packages/msw/src', 'apps/web/src', 'mocks/src'];
  /** Source files (no tests, no generated code); a test's use of a text is no use by a screen. */
  function sourcesUnder(dir: string): string[] {
    return readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return ['node_modules', 'dist', 'generated'].includes(entry) ? [] : sourcesUnder(path);
      return /\.tsx?$/.test(entry) && !/\.test(-d)?\.tsx?$/.test(entry) ? [path] : [];
    });
  }

  // The catalogue's own file counts outside the catalogue object (toAppError maps provider texts with it).
  const catalogue = readFileSync(CATALOGUE, 'utf8');
  const start = catalogue.indexOf(`export const ${name} = {`);
  const end = catalogue.indexOf('} as const;', start);
  const code = SOURCES.flatMap((dir) => sourcesUnder(join(ROOT, dir)))
    .map((path) => (path === CATALOGUE ? catalogue.slice(0, start) + catalogue.slice(end) : readFileSync(path, 'utf8')))
    .join('\n');

  it('reads the sources', () => {
    expect(start).toBeGreaterThan(-1);
    expect(code).toContain(`${name}.`);
  });

  // A use: `NAME.key`, `NAME['key']`, or the key as a string (`message: 'key'`, `fallback: 'key'`, a problem key).
  it.each(keys)('%s is used outside the catalogue', (key) => {
    const use = new RegExp(`\\b${name}\\.${key}\\b|\\b${name}\\[['"\`]${key}['"\`]\\]|['"\`]${key}['"\`]`);
    expect(use.test(code), `${name}.${key} is not used: show it where the spec says, or remove it`).toBe(true);
  });
});
