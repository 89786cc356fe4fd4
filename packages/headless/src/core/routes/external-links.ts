import type { ExternalLinkKey } from './route-table';

/** The environments whose external links differ (spec 000 §1). */
export type Environment = 'production' | 'staging' | 'test';

/** One environment's external addresses, by key. */
export type ExternalLinks = Readonly<Record<ExternalLinkKey, string>>;

/** The hosts an environment is served from, and its external addresses. */
export interface EnvironmentLinks {
  /** Host names (`connect.example`, or `host:port`), compared case-insensitively. */
  readonly hosts: readonly string[];
  /** The environment's external addresses, by key. */
  readonly links: ExternalLinks;
}

/** External addresses per environment; no address is built into the code. */
export interface ExternalLinksConfig {
  /** The production hosts and addresses. */
  readonly production: EnvironmentLinks;
  /** The staging hosts and addresses. */
  readonly staging: EnvironmentLinks;
  /** The test hosts and addresses. */
  readonly test: EnvironmentLinks;
  /** Environment for a host none of them lists (e.g. a developer machine). */
  readonly fallback: Environment;
}

const ENVIRONMENTS: readonly Environment[] = ['production', 'staging', 'test'];

const hostOnly = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

/** The environment a host belongs to: an exact `host:port` match first, then the host name alone. */
export function environmentFor(host: string, config: ExternalLinksConfig): Environment {
  const wanted = host.trim().toLowerCase();
  const exact = ENVIRONMENTS.find((env) => config[env].hosts.some((h) => h.trim().toLowerCase() === wanted));
  if (exact !== undefined) return exact;
  const byName = ENVIRONMENTS.find((env) => config[env].hosts.some((h) => hostOnly(h) === hostOnly(wanted)));
  return byName ?? config.fallback;
}

/** The external addresses for the host the application is served from (spec 000 §1). */
export function externalLinksFor(host: string, config: ExternalLinksConfig): ExternalLinks {
  return config[environmentFor(host, config)].links;
}
