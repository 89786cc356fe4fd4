// Node module: vite.config.ts (preview server, build output) and the tests read it; the app never does.
import { createHash } from 'node:crypto';
import { firebaseConfigOf, type AppEnv } from './read-env';

/** The Trusted Types policy DOMPurify creates for itself (src/components/safe-html.tsx); the only one allowed. */
export const TRUSTED_TYPES_POLICY = 'dompurify';

/**
 * Firebase Cloud Messaging's registration services, called from the page by `getToken` (installation
 * id, then the push subscription); the push messages themselves come through the browser.
 */
const FIREBASE_PUSH_ORIGINS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

/**
 * The two fixed rules react-aria adds as `<style>` elements: usePress (every pressable element: no
 * double-tap-zoom delay) and usePreventScroll on iOS Safari (an open dialog does not scroll the page).
 * Allowed by hash, so no other inline style is; react-aria-inline-styles.test.tsx captures what react-aria
 * really injects and fails when an upgrade changes it.
 */
export const REACT_ARIA_INLINE_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

const origin = (url: string) => new URL(url).origin;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy directives for the configured services, in header order. */
export function cspDirectives(env: AppEnv): ReadonlyArray<readonly [string, readonly string[]]> {
  const unique = (sources: readonly (string | undefined)[]) => [...new Set(sources.filter((source): source is string => !!source))];
  const pushOrigins = firebaseConfigOf(env.firebase) ? FIREBASE_PUSH_ORIGINS : [];
  return [
    ['default-src', ["'self'"]],
    // Only the bundle's own files: no inline script, no eval, ever. 'wasm-unsafe-eval' lets WebAssembly compile
    // (the messenger's end-to-end encryption, matrix-sdk-crypto-wasm from our own origin) and nothing else:
    // without it Chromium refuses WebAssembly.instantiateStreaming under this policy (checked, issue 18).
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    // The built stylesheets (vanilla-extract), and react-aria's two fixed rules by hash; never 'unsafe-inline'.
    ['style-src', ["'self'", ...REACT_ARIA_INLINE_STYLES.map(sha256)]],
    // 'self': Vite's modulepreload polyfill fetches chunks in browsers without modulepreload. Then the
    // gateway (every API call), the identity provider (discovery, token, revocation), the homeserver
    // (messenger), blob storage (SAS uploads), the bulk add template's host, the push registration services,
    // the monitoring endpoint.
    [
      'connect-src',
      unique([
        "'self'",
        origin(env.apiUrl),
        origin(env.identityProviderUrl),
        origin(env.homeserverUrl),
        origin(env.blobStorageUrl),
        origin(env.bulkAddTemplateUrl),
        ...pushOrigins,
        env.monitoringUrl && origin(env.monitoringUrl),
      ]),
    ],
    // The API links media (release media, profile and community pictures) on blob storage, the
    // gateway serves the post images it holds (the sandbox's uploads and seeded pictures) and the
    // homeserver chat avatars; blob: and data: are local previews of a picture before upload.
    ['img-src', unique(["'self'", 'data:', 'blob:', origin(env.apiUrl), origin(env.blobStorageUrl), origin(env.homeserverUrl)])],
    // Release-media and tour videos live on blob storage; the gateway serves the speakers' presentation
    // videos it holds (the sandbox's uploads); blob: plays a video chosen for upload.
    ['media-src', unique(["'self'", 'blob:', origin(env.apiUrl), origin(env.blobStorageUrl)])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // Every form of the app is handled in script; none may post elsewhere (an injected form cannot either).
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [TRUSTED_TYPES_POLICY]],
  ];
}

/** The Content-Security-Policy header value for the configured services. */
export function contentSecurityPolicy(env: AppEnv): string {
  return cspDirectives(env)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every response header the app is served with (preview server and deployments, docs/deploy.md). */
export function securityHeaders(env: AppEnv): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    // script-src 'self' trusts the origin's files: none may be sniffed into a script or a stylesheet.
    'X-Content-Type-Options': 'nosniff',
  };
}
