// spec 000 §1 monitoring: the configuration of this build and the one start per page (docs/monitoring.md).
import { APP_VERSION, environmentName } from '../../config/app-config';
import { env } from '../../config/env';
import { monitoringConfigOf, type MonitoringConfig } from './options';
import type { Monitoring } from './sentry';

export type { Monitoring } from './sentry';

/** The configuration of this build: off (undefined) unless `VITE_MONITORING_URL` is set. */
export const monitoringConfig = monitoringConfigOf(env.monitoringUrl, import.meta.env.VITE_MONITORING_REPLAY_SAMPLE_RATE, {
  release: `ypo-web@${APP_VERSION}`,
  environment: environmentName,
});

let started: Promise<Monitoring | undefined> | undefined;

/**
 * spec 000 §1: starts monitoring once per page. Without configuration nothing is loaded and nothing
 * sent; with it, the library loads as a separate chunk.
 */
export function startMonitoring(config: MonitoringConfig | undefined = monitoringConfig, load = () => import('./sentry')): Promise<Monitoring | undefined> {
  if (!config) return Promise.resolve(undefined);
  started ??= load().then(({ startSentry }) => startSentry(config));
  return started;
}
