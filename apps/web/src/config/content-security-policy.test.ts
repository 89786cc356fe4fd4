import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives, securityHeaders, TRUSTED_TYPES_POLICY } from './content-security-policy';
import { readEnv } from './read-env';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'project',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
  VITE_FIREBASE_APP_ID: 'app',
};

describe('contentSecurityPolicy', () => {
  it('is the strict policy of issue 8 for the local defaults', () => {
    expect(contentSecurityPolicy(readEnv({}))).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=' 'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
        "connect-src 'self' http://127.0.0.1:4010 http://127.0.0.1:4011 http://127.0.0.1:8008 https://media.example",
        "img-src 'self' data: blob: http://127.0.0.1:4010 https://media.example http://127.0.0.1:8008",
        "media-src 'self' blob: http://127.0.0.1:4010 https://media.example",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "require-trusted-types-for 'script'",
        'trusted-types dompurify',
      ].join('; '),
    );
  });

  it('allows connections to the configured origins only, never their paths', () => {
    const policy = contentSecurityPolicy(
      readEnv({
        VITE_API_URL: 'https://api.connect.example/gateway/',
        VITE_IDP_URL: 'https://login.connect.example/oidc',
        VITE_HOMESERVER_URL: 'https://matrix.connect.example',
        VITE_BLOB_STORAGE_URL: 'https://media.blob.example/container',
        VITE_MONITORING_URL: 'https://monitoring.example/ingest?key=1',
      }),
    );
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.connect.example',
      'https://login.connect.example',
      'https://matrix.connect.example',
      'https://media.blob.example',
      'https://monitoring.example',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.connect.example', 'https://media.blob.example', 'https://matrix.connect.example']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:', 'https://api.connect.example', 'https://media.blob.example']);
  });

  it('lets the app fetch the bulk add template from its configured host, and from the gateway by default', () => {
    expect(readEnv({ VITE_API_URL: 'https://api.connect.example/' }).bulkAddTemplateUrl).toBe('https://api.connect.example/__sandbox/media/templates/Businesses%20bulk%20add%20template.xlsx');
    const policy = contentSecurityPolicy(readEnv({ VITE_BULK_ADD_TEMPLATE_URL: 'https://templates.example/around-me/bulk.xlsx' }));
    expect(directive(policy, 'connect-src')).toContain('https://templates.example');
  });

  it('adds the push registration services only when Firebase is configured', () => {
    const push = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];
    expect(directive(contentSecurityPolicy(readEnv({})), 'connect-src')).not.toEqual(expect.arrayContaining([push[0]]));
    expect(directive(contentSecurityPolicy(readEnv({ ...firebase, VITE_FIREBASE_APP_ID: '' })), 'connect-src')).not.toEqual(
      expect.arrayContaining([push[0]]),
    );
    expect(directive(contentSecurityPolicy(readEnv(firebase)), 'connect-src')).toEqual(expect.arrayContaining(push));
  });

  it("allows the monitoring endpoint's origin only when one is configured, never the DSN's key", () => {
    expect(directive(contentSecurityPolicy(readEnv({})), 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4010', 'http://127.0.0.1:4011', 'http://127.0.0.1:8008', 'https://media.example']);
    const policy = contentSecurityPolicy(readEnv({ VITE_MONITORING_URL: 'https://a1b2c3@o42.ingest.monitoring.example/7' }));
    expect(directive(policy, 'connect-src')).toContain('https://o42.ingest.monitoring.example');
    expect(policy).not.toContain('a1b2c3');
    // The replay records without a worker: no worker-src, no second Trusted Types policy.
    expect(directive(policy, 'worker-src')).toBeUndefined();
    expect(directive(policy, 'trusted-types')).toEqual([TRUSTED_TYPES_POLICY]);
  });

  it('lists an origin once when two services share it', () => {
    const policy = contentSecurityPolicy(readEnv({ VITE_API_URL: 'https://connect.example/api', VITE_IDP_URL: 'https://connect.example/idp' }));
    expect(directive(policy, 'connect-src')?.filter((source) => source === 'https://connect.example')).toHaveLength(1);
  });

  it('never allows inline script, eval or a second Trusted Types policy', () => {
    for (const env of [readEnv({}), readEnv(firebase)]) {
      const sources = cspDirectives(env).flatMap(([, values]) => values);
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
      expect(directive(contentSecurityPolicy(env), 'trusted-types')).toEqual([TRUSTED_TYPES_POLICY]);
    }
  });

  it('is sent with nosniff', () => {
    expect(securityHeaders(readEnv({}))).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(readEnv({})),
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
