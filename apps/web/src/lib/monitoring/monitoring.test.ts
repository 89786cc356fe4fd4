import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_SAMPLE_RATES, PASSWORD_FIELDS, PROFILE_LINKS, REPLAY_OPTIONS, clientOptions, monitoringConfigOf, type MonitoringConfig } from './options';

const sentry = vi.hoisted(() => ({ imported: vi.fn(), init: vi.fn(), addIntegration: vi.fn(), setUser: vi.fn(), replayIntegration: vi.fn() }));

vi.mock('@sentry/browser', () => {
  sentry.imported();
  return { init: sentry.init, addIntegration: sentry.addIntegration, setUser: sentry.setUser, replayIntegration: sentry.replayIntegration };
});

const BUILD = { release: 'ypo-web@10.16.2', environment: 'test' };
const DSN = 'https://public@monitoring.example/42';
const config: MonitoringConfig = { dsn: DSN, replaySampleRate: 0.9, ...BUILD };

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllEnvs());

describe('monitoringConfigOf', () => {
  it('is off without an endpoint', () => {
    expect(monitoringConfigOf(undefined, undefined, BUILD)).toBeUndefined();
    expect(monitoringConfigOf('', '1', BUILD)).toBeUndefined();
    expect(monitoringConfigOf('  ', undefined, BUILD)).toBeUndefined();
  });

  it('records 90 % of replays unless a rate from 0 to 1 is configured (the end-to-end build sets 1)', () => {
    expect(monitoringConfigOf(DSN, undefined, BUILD)).toEqual({ dsn: DSN, replaySampleRate: 0.9, ...BUILD });
    expect(monitoringConfigOf(DSN, '1', BUILD)?.replaySampleRate).toBe(1);
    expect(monitoringConfigOf(DSN, '0', BUILD)?.replaySampleRate).toBe(0);
    for (const invalid of ['', ' ', 'all', '90', '-0.5', 'NaN', 'Infinity']) expect(monitoringConfigOf(DSN, invalid, BUILD)?.replaySampleRate).toBe(0.9);
  });
});

describe('the monitoring options (spec 000 §1)', () => {
  it('samples 100 % of sessions and 90 % of replays', () => {
    expect(MONITORING_SAMPLE_RATES).toEqual({ sessions: 1, replays: 0.9 });
    expect(clientOptions(monitoringConfigOf(DSN, undefined, BUILD)!)).toEqual({
      dsn: DSN,
      release: 'ypo-web@10.16.2',
      environment: 'test',
      sampleRate: 1,
      replaysSessionSampleRate: 0.9,
      replaysOnErrorSampleRate: 0,
      dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false },
    });
  });

  it('masks every input and text, blocks media, never records password fields and sends no request bodies', () => {
    expect(REPLAY_OPTIONS).toMatchObject({ maskAllInputs: true, maskAllText: true, blockAllMedia: true, networkDetailAllowUrls: [], useCompression: false, stickySession: false });
    expect(REPLAY_OPTIONS.block).toContain(PASSWORD_FIELDS);
    // Member names live in profile links (memberProfile?...&name=) and alternative texts, not only in text.
    expect(REPLAY_OPTIONS.block).toContain(PROFILE_LINKS);
    expect(REPLAY_OPTIONS.maskAttributes).toEqual(expect.arrayContaining(['aria-label', 'alt', 'title']));
    expect(REPLAY_OPTIONS.ignore).toContain(PASSWORD_FIELDS);
    document.body.innerHTML = '<input type="password" name="current"><input type="text">';
    expect(document.querySelectorAll(PASSWORD_FIELDS)).toHaveLength(1);
  });
});

describe('startMonitoring', () => {
  it('loads nothing and sends nothing without an endpoint', async () => {
    const { startMonitoring, monitoringConfig } = await import('./index');
    expect(monitoringConfig).toBeUndefined();
    const load = vi.fn(() => import('./sentry'));
    await expect(startMonitoring(undefined, load)).resolves.toBeUndefined();
    await expect(startMonitoring()).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(sentry.imported).not.toHaveBeenCalled();
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('reads the endpoint and the replay rate from the build configuration', async () => {
    vi.stubEnv('VITE_MONITORING_URL', DSN);
    vi.stubEnv('VITE_MONITORING_REPLAY_SAMPLE_RATE', '1');
    const { monitoringConfig } = await import('./index');
    expect(monitoringConfig).toMatchObject({ dsn: DSN, replaySampleRate: 1, release: expect.stringMatching(/^ypo-web@\d+\.\d+\.\d+$/) });
  });

  it('starts the library once, with the options, then adds replay from its own chunk', async () => {
    const replay = { name: 'Replay' };
    sentry.replayIntegration.mockReturnValue(replay);
    const { startMonitoring } = await import('./index');
    const [first, second] = await Promise.all([startMonitoring(config), startMonitoring(config)]);
    expect(first).toBe(second);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(clientOptions(config));
    await vi.waitFor(() => expect(sentry.addIntegration).toHaveBeenCalledWith(replay));
    expect(sentry.replayIntegration).toHaveBeenCalledWith(REPLAY_OPTIONS);
  });

  it('identifies the member by member id alone', async () => {
    const { startMonitoring } = await import('./index');
    const monitoring = await startMonitoring(config);
    monitoring?.setMember('00000000-0000-4000-8000-000000000101');
    expect(sentry.setUser).toHaveBeenLastCalledWith({ id: '00000000-0000-4000-8000-000000000101' });
    monitoring?.setMember(undefined);
    expect(sentry.setUser).toHaveBeenLastCalledWith(null);
  });
});
