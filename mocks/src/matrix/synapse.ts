/**
 * The messenger's homeserver (spec 002 §7 Chat: "a real-time chat service is used for login by token ..."):
 * Synapse from a Python virtual environment that this module creates and fills with pip in a cache directory
 * outside the clone, configured for the sandbox (server name `ypo`, SQLite in a fresh state directory,
 * 127.0.0.1 only, registration closed, no federation, no statistics, JWT login with the identity provider's
 * key) and run as a child process (docs/messenger.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';

/** The pip requirement of the homeserver (the `jwt` extra brings Authlib for the JWT login). */
export const SYNAPSE_REQUIREMENT = 'matrix-synapse[jwt]==1.163.*';
/** Matrix server name: user ids are `@{memberId}:ypo` (spec 002 §3). */
export const SERVER_NAME = 'ypo';
/** Default homeserver port (loopback only). */
export const DEFAULT_HOMESERVER_PORT = 8008;
/** The oldest Python Synapse 1.163 runs on. */
const MIN_PYTHON: readonly [number, number] = [3, 10];
/** File in the environment that says pip finished (its content: the requirement installed). */
const READY_MARKER = '.ypo-ready';
/** Login type of Synapse's JWT login (docs/jwt.md; the unprefixed `m.login.jwt` is gone in 1.163). */
export const JWT_LOGIN_TYPE = 'org.matrix.login.jwt';
/** Local part of the sandbox's administrator (provisions the personas; checks the server's state in tests). */
export const ADMIN_LOCALPART = 'ypo-sandbox-admin';

/** The Matrix user id of a member (spec 002 §3: the chat identifier format is @{id}:ypo). */
export function matrixUserIdOf(memberId: string): string {
  // Matrix localparts are lower case; member ids are UUIDs, which the directory compares case-insensitively.
  return `@${memberId.toLowerCase()}:${SERVER_NAME}`;
}

/** Why the messenger is off: no usable Python, a failed install or a homeserver that did not start. */
export class HomeserverUnavailableError extends Error {
  /** Stable reason code. */
  readonly code: 'python-missing' | 'python-too-old' | 'venv-missing' | 'install-failed' | 'start-failed';
  constructor(code: HomeserverUnavailableError['code'], message: string) {
    super(message);
    this.name = 'HomeserverUnavailableError';
    this.code = code;
  }
}

/** A Python 3 interpreter that can make virtual environments. */
export interface PythonInfo {
  command: string;
  version: string;
}

/** Finds Python 3 (env PYTHON, else `python3`); throws {@link HomeserverUnavailableError} with the reason when unusable. */
export function findPython(env: NodeJS.ProcessEnv = process.env): PythonInfo {
  const command = env.PYTHON?.trim() || 'python3';
  const probe = spawnSync(command, ['-c', 'import sys, venv, ensurepip; print("%d.%d.%d" % sys.version_info[:3])'], { encoding: 'utf8' });
  if (probe.error) {
    throw new HomeserverUnavailableError('python-missing', `Python 3 was not found (${command}: ${(probe.error as NodeJS.ErrnoException).code ?? probe.error.message}); the README lists it as a prerequisite`);
  }
  if (probe.status !== 0) {
    const version = spawnSync(command, ['--version'], { encoding: 'utf8' });
    if (version.status !== 0) throw new HomeserverUnavailableError('python-missing', `${command} does not run: ${version.stderr.trim()}`);
    throw new HomeserverUnavailableError('venv-missing', `${command} cannot create virtual environments (the venv/ensurepip modules are missing; on Debian and Ubuntu install python3-venv)`);
  }
  const version = probe.stdout.trim();
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major !== MIN_PYTHON[0] || minor < MIN_PYTHON[1]) {
    throw new HomeserverUnavailableError('python-too-old', `Python ${version} is too old for Synapse 1.163 (needs ${MIN_PYTHON.join('.')} or newer)`);
  }
  return { command, version };
}

/** Why the homeserver cannot run on this machine (no usable Python 3), or undefined when it can; tests skip on it. */
export function pythonMissingReason(env: NodeJS.ProcessEnv = process.env): string | undefined {
  try {
    findPython(env);
    return undefined;
  } catch (error) {
    if (error instanceof HomeserverUnavailableError) return error.message;
    throw error;
  }
}

/** Directory of the virtual environment: env SYNAPSE_VENV, else `${XDG_CACHE_HOME:-~/.cache}/ypo/synapse-1.163`. */
export function synapseVenvDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SYNAPSE_VENV?.trim()) return env.SYNAPSE_VENV.trim();
  const cache = env.XDG_CACHE_HOME?.trim() || join(homedir(), '.cache');
  return join(cache, 'ypo', 'synapse-1.163');
}

/** The environment's interpreter. */
function venvPython(dir: string): string {
  return process.platform === 'win32' ? join(dir, 'Scripts', 'python.exe') : join(dir, 'bin', 'python');
}

/** Whether the environment at `dir` holds a finished install of {@link SYNAPSE_REQUIREMENT}. */
export function isSynapseInstalled(dir: string = synapseVenvDir()): boolean {
  const marker = join(dir, READY_MARKER);
  return existsSync(venvPython(dir)) && existsSync(marker) && readFileSync(marker, 'utf8').trim() === SYNAPSE_REQUIREMENT;
}

/** Runs a command to its end (killed after `timeoutMs`: code -2); resolves with its exit code and the tail of its output. */
function run(command: string, args: string[], log: (line: string) => void, timeoutMs = 0): Promise<{ code: number; tail: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let isTimedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            isTimedOut = true;
            child.kill('SIGKILL');
          }, timeoutMs)
        : undefined;
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: -1, tail: error.message }));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (isTimedOut) return resolve({ code: -2, tail: `did not finish within ${Math.round(timeoutMs / 1000)} s` });
      if (code !== 0) log(tail);
      resolve({ code: code ?? -1, tail });
    });
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Holds `${dir}.lock` while installing, so two worktrees starting at once do not fill one environment together. */
async function withInstallLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const lock = `${dir}.lock`;
  mkdirSync(join(dir, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : 0);
      // A lock left by a process that is gone is stale.
      if (owner > 0 && !isAlive(owner)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Result of {@link ensureSynapse}. */
export interface SynapseInstall {
  /** The environment's interpreter. */
  python: string;
  /** The environment. */
  dir: string;
  /** Milliseconds spent creating and filling the environment; 0 when it was reused. */
  installMs: number;
}

/**
 * Makes sure the cached virtual environment holds Synapse: reuses a finished one, otherwise creates it with
 * the system Python and installs {@link SYNAPSE_REQUIREMENT} with pip. Throws {@link HomeserverUnavailableError}.
 */
export async function ensureSynapse(
  options: { env?: NodeJS.ProcessEnv; log?: (line: string) => void; /** Gives up on pip after this many ms (0: no limit). */ installTimeoutMs?: number } = {},
): Promise<SynapseInstall> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.error(`[synapse] ${line}`));
  const dir = synapseVenvDir(env);
  if (isSynapseInstalled(dir)) return { python: venvPython(dir), dir, installMs: 0 };
  const python = findPython(env);
  return withInstallLock(dir, async () => {
    // Another process may have finished while this one waited.
    if (isSynapseInstalled(dir)) return { python: venvPython(dir), dir, installMs: 0 };
    const started = Date.now();
    log(`installing ${SYNAPSE_REQUIREMENT} into ${dir} with Python ${python.version} (once; later starts reuse it)`);
    rmSync(dir, { recursive: true, force: true });
    const venv = await run(python.command, ['-m', 'venv', dir], log);
    if (venv.code !== 0) throw new HomeserverUnavailableError('venv-missing', `python -m venv failed: ${venv.tail.trim().split('\n').pop() ?? ''}`);
    const pip = await run(
      venvPython(dir),
      ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-input', '--quiet', SYNAPSE_REQUIREMENT],
      log,
      options.installTimeoutMs ?? 0,
    );
    if (pip.code !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new HomeserverUnavailableError('install-failed', `pip could not install ${SYNAPSE_REQUIREMENT}: ${pip.tail.trim().split('\n').pop() ?? ''}`);
    }
    writeFileSync(join(dir, READY_MARKER), `${SYNAPSE_REQUIREMENT}\n`);
    const installMs = Date.now() - started;
    log(`installed in ${(installMs / 1000).toFixed(1)} s`);
    return { python: venvPython(dir), dir, installMs };
  });
}

/** How Synapse checks `m.login.jwt` tokens: the identity provider's RS256 public key, issuer and audience. */
export interface JwtLoginOptions {
  /** PEM (SPKI) public key of the identity provider's signing key. */
  publicKeyPem: string;
  /** Required `iss` of the token. */
  issuer: string;
  /** Accepted `aud` values (the access token's audience: the API gateway). */
  audiences: string[];
}

/** Options of {@link homeserverConfig}. */
export interface HomeserverConfigOptions {
  host: string;
  port: number;
  /** State directory (SQLite database, media store, signing key, log config). */
  stateDir: string;
  jwt: JwtLoginOptions;
  /** Shared secret for the admin registration endpoint (the sandbox's administrator). */
  registrationSharedSecret: string;
}

/** A limit no test reaches: the sandbox relaxes every rate limit (E2E drive many logins, rooms and messages). */
const RELAXED = { per_second: 1000, burst_count: 1000 };

/** The homeserver.yaml of the sandbox (an object; the file is its YAML). */
export function homeserverConfig({ host, port, stateDir, jwt, registrationSharedSecret }: HomeserverConfigOptions): Record<string, unknown> {
  return {
    server_name: SERVER_NAME,
    public_baseurl: `http://${host}:${port}/`,
    signing_key_path: join(stateDir, 'signing.key'),
    log_config: join(stateDir, 'log.yaml'),
    media_store_path: join(stateDir, 'media'),
    database: { name: 'sqlite3', args: { database: join(stateDir, 'homeserver.db') } },
    // The client API (the admin API rides on it) on loopback only; no federation listener.
    listeners: [{ port, bind_addresses: [host], type: 'http', tls: false, x_forwarded: false, resources: [{ names: ['client'], compress: false }] }],
    // No federation: no other server is allowed, no key server asked.
    federation_domain_whitelist: [],
    trusted_key_servers: [],
    suppress_key_server_warning: true,
    allow_public_rooms_over_federation: false,
    room_list_publication_rules: [{ action: 'deny' }],
    // No telemetry.
    report_stats: false,
    enable_metrics: false,
    url_preview_enabled: false,
    // Registration closed: accounts come from the JWT login (members) and the admin API (personas).
    enable_registration: false,
    allow_guest_access: false,
    registration_shared_secret: registrationSharedSecret,
    // No passwords on the homeserver: members sign in with their session (no second password).
    password_config: { enabled: false },
    bcrypt_rounds: 4,
    macaroon_secret_key: randomBytes(32).toString('hex'),
    form_secret: randomBytes(32).toString('hex'),
    // Issue 18: rooms are private and encrypted; the server makes every new room encrypted too.
    encryption_enabled_by_default_for_room_type: 'all',
    user_directory: { enabled: true, search_all_users: true },
    // Synapse keeps a /sync answer for 2 minutes by default and gives it to the same request again: a page reloaded
    // within that time (the client's store is in memory, so it syncs from the start) would get the stale first sync
    // and then its whole history as new events, not the latest page of 75 (seen in the messenger E2E).
    caches: { sync_response_cache_duration: '0s' },
    require_auth_for_profile_requests: true,
    jwt_config: {
      enabled: true,
      secret: jwt.publicKeyPem,
      algorithm: 'RS256',
      // spec 002 §3: the member id is the local part, so the Matrix id is @{memberId}:ypo.
      subject_claim: 'sub',
      display_name_claim: 'name',
      issuer: jwt.issuer,
      audiences: jwt.audiences,
    },
    rc_message: RELAXED,
    rc_registration: RELAXED,
    rc_login: { address: RELAXED, account: RELAXED, failed_attempts: RELAXED },
    rc_admin_redaction: RELAXED,
    rc_joins: { local: RELAXED, remote: RELAXED },
    rc_joins_per_room: RELAXED,
    rc_invites: { per_room: RELAXED, per_user: RELAXED, per_issuer: RELAXED },
    rc_room_creation: RELAXED,
    rc_presence: { per_user: RELAXED },
    rc_user_directory: RELAXED,
    rc_media_create: RELAXED,
    rc_reports: RELAXED,
    rc_delayed_event_mgmt: RELAXED,
  };
}

/** Python logging: warnings and errors to stderr (the stack prefixes them). */
const LOG_CONFIG = {
  version: 1,
  formatters: { plain: { format: '%(levelname)s %(name)s: %(message)s' } },
  handlers: { console: { class: 'logging.StreamHandler', formatter: 'plain', stream: 'ext://sys.stderr' } },
  root: { level: 'WARNING', handlers: ['console'] },
  // Its start banner is logged as a warning; so is each long poll (sync) a client ended by leaving (a logout, a closed tab).
  loggers: { 'synapse.config.logger': { level: 'ERROR' }, 'synapse.http.server': { level: 'ERROR' } },
  disable_existing_loggers: false,
};

/** A fresh ed25519 signing key in Synapse's key-file format (`ed25519 <version> <unpadded base64 seed>`). */
function signingKeyFile(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d as string, 'base64url');
  return `ed25519 a_ypo ${seed.toString('base64').replace(/=+$/, '')}\n`;
}

// Starts Synapse so that it gets SIGTERM when this Node process ends, even when Node is killed (Linux
// PR_SET_PDEATHSIG): an orphaned homeserver would keep port 8008 and block the next start.
const LAUNCHER = [
  'import runpy, signal, sys, warnings',
  // Synapse 1.163 still imports authlib.jose, which Authlib 1.6+ reports as deprecated at the first JWT
  // login (its own filter says "always", so ours goes in front of it after the import).
  'try:',
  '    from authlib.deprecate import AuthlibDeprecationWarning',
  "    warnings.filterwarnings('ignore', category=AuthlibDeprecationWarning)",
  'except Exception:',
  '    pass',
  'try:',
  '    import ctypes',
  '    ctypes.CDLL(None).prctl(1, signal.SIGTERM)',
  'except Exception:',
  '    pass',
  "sys.argv = ['synapse.app.homeserver', '--config-path', sys.argv[1]]",
  "runpy.run_module('synapse.app.homeserver', run_name='__main__')",
].join('\n');

/** Options of {@link startHomeserver}. */
export interface StartHomeserverOptions {
  /** Loopback host; default 127.0.0.1. */
  host?: string;
  /** Port; default {@link DEFAULT_HOMESERVER_PORT}; 0 picks a free one. */
  port?: number;
  jwt: JwtLoginOptions;
  /** Members to create on the homeserver at start (id and display name). */
  members?: readonly { id: string; displayName: string }[];
  /** Log lines (install progress, Synapse's warnings); default stderr. */
  log?: (line: string) => void;
  /** Seconds to wait for `/_matrix/client/versions`; default 120. */
  timeoutSeconds?: number;
  env?: NodeJS.ProcessEnv;
}

/** A running homeserver. */
export interface RunningHomeserver {
  /** Base URL of the client API, e.g. http://127.0.0.1:8008. */
  url: string;
  serverName: string;
  /** Access token of the sandbox's administrator (admin API). */
  adminToken: string;
  /** Milliseconds the environment took to install (0: reused) and Synapse to answer after it was spawned. */
  timings: { installMs: number; startMs: number };
  /** Stops Synapse (SIGTERM, then SIGKILL after 10 s) and deletes its state directory. */
  close(): Promise<void>;
}

/** The homeserver's process id in its state directory (Synapse writes its own pid file only when it daemonizes). */
const SYNAPSE_PID_FILE = 'synapse.pid';
/** Parent of the state directories: one per running homeserver, deleted when it stops. */
const STATE_ROOT = join(tmpdir(), 'ypo-synapse');

/**
 * A new state directory; first deletes those of homeservers that are gone (a killed stack cannot clean
 * up): a directory whose pid file names no live process, or without a pid file and older than an hour.
 */
function freshStateDir(): string {
  mkdirSync(STATE_ROOT, { recursive: true });
  for (const name of readdirSync(STATE_ROOT)) {
    const dir = join(STATE_ROOT, name);
    const pidFile = join(dir, SYNAPSE_PID_FILE);
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : 0;
    const isStale = pid > 0 ? !isAlive(pid) : Date.now() - statSync(dir).mtimeMs > 60 * 60_000;
    if (isStale) rmSync(dir, { recursive: true, force: true });
  }
  return mkdtempSync(join(STATE_ROOT, 'state-'));
}

/** Listens on `port` (0: any) for a moment; resolves with the port, rejects when it is taken. */
function claimPort(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: claimed } = server.address() as AddressInfo;
      server.close(() => resolve(claimed));
    });
  });
}

/** Waits for the child to exit; SIGKILL after `graceMs`. */
function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Calls the homeserver with JSON; resolves with the status and the parsed body. */
export async function matrixRequest<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Registers the sandbox's administrator through the shared-secret admin endpoint; resolves with its access token. */
async function registerAdmin(url: string, sharedSecret: string): Promise<string> {
  const { body: nonceBody } = await matrixRequest<{ nonce: string }>(url, 'GET', '/_synapse/admin/v1/register');
  const password = randomBytes(24).toString('base64url');
  const mac = createHmac('sha1', sharedSecret)
    .update(`${nonceBody.nonce}\0${ADMIN_LOCALPART}\0${password}\0admin`)
    .digest('hex');
  const { status, body } = await matrixRequest<{ access_token?: string; error?: string }>(url, 'POST', '/_synapse/admin/v1/register', {
    body: { nonce: nonceBody.nonce, username: ADMIN_LOCALPART, password, admin: true, mac },
  });
  if (status !== 200 || !body.access_token) throw new Error(`admin registration failed (${status}): ${body.error ?? ''}`);
  return body.access_token;
}

/** Creates (or updates) members on the homeserver through the admin API, with their display names. */
export async function provisionMembers(url: string, adminToken: string, members: readonly { id: string; displayName: string }[]): Promise<void> {
  for (const member of members) {
    const userId = encodeURIComponent(matrixUserIdOf(member.id));
    const { status, body } = await matrixRequest(url, 'PUT', `/_synapse/admin/v2/users/${userId}`, {
      token: adminToken,
      body: { displayname: member.displayName, admin: false },
    });
    if (status !== 200 && status !== 201) throw new Error(`could not create ${matrixUserIdOf(member.id)} (${status}): ${JSON.stringify(body)}`);
  }
}

/**
 * Installs (once) and starts Synapse with a fresh state directory, waits until `/_matrix/client/versions`
 * answers, registers the sandbox's administrator and creates the given members. Throws
 * {@link HomeserverUnavailableError} when the messenger cannot run (the reason is its message).
 */
export async function startHomeserver(options: StartHomeserverOptions): Promise<RunningHomeserver> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.error(`[synapse] ${line}`));
  const install = await ensureSynapse({ ...(options.env ? { env: options.env } : {}), log });
  // A taken port fails here at once, with a reason, rather than after the wait below.
  const port = await claimPort(host, options.port ?? DEFAULT_HOMESERVER_PORT).catch((error: NodeJS.ErrnoException) => {
    throw new HomeserverUnavailableError('start-failed', `port ${options.port ?? DEFAULT_HOMESERVER_PORT} on ${host} is not free (${error.code ?? error.message}): is another stack running?`);
  });
  const url = `http://${host}:${port}`;
  const stateDir = freshStateDir();
  const sharedSecret = randomBytes(32).toString('hex');
  const configPath = join(stateDir, 'homeserver.yaml');
  writeFileSync(configPath, stringify(homeserverConfig({ host, port, stateDir, jwt: options.jwt, registrationSharedSecret: sharedSecret })), { mode: 0o600 });
  writeFileSync(join(stateDir, 'log.yaml'), stringify(LOG_CONFIG));
  writeFileSync(join(stateDir, 'signing.key'), signingKeyFile(), { mode: 0o600 });

  const started = Date.now();
  const child = spawn(install.python, ['-c', LAUNCHER, configPath], { cwd: stateDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const forward = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-4000);
    for (const line of text.split('\n')) if (line.trim()) log(line);
  };
  if (child.pid) writeFileSync(join(stateDir, SYNAPSE_PID_FILE), String(child.pid));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const cleanUp = async () => {
    await stopChild(child);
    rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    const deadline = started + (options.timeoutSeconds ?? 120) * 1000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const last = output.trim().split('\n').filter(Boolean).pop() ?? `exit ${child.exitCode ?? child.signalCode}`;
        throw new HomeserverUnavailableError('start-failed', `Synapse exited at start: ${last}`);
      }
      try {
        const response = await fetch(`${url}/_matrix/client/versions`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new HomeserverUnavailableError('start-failed', `Synapse did not answer ${url} within ${options.timeoutSeconds ?? 120} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const startMs = Date.now() - started;
    const adminToken = await registerAdmin(url, sharedSecret);
    await provisionMembers(url, adminToken, options.members ?? []);
    return {
      url,
      serverName: SERVER_NAME,
      adminToken,
      timings: { installMs: install.installMs, startMs },
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    if (error instanceof HomeserverUnavailableError) throw error;
    throw new HomeserverUnavailableError('start-failed', `Synapse did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}
