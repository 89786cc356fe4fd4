import { environmentFor, type GuardConfig } from '@ypo/headless';
import { ENVIRONMENTS, EXTERNAL_LINKS_CONFIG, type EnvironmentConfig } from './environments';

/** spec 000 §1/§9: the build version, shown on /version. */
export const APP_VERSION = '10.16.2';

/** The environment of the host this page is served from. */
export const environmentName = environmentFor(window.location.host, EXTERNAL_LINKS_CONFIG);

/** Addresses of the current environment. */
export const appConfig: EnvironmentConfig = ENVIRONMENTS[environmentName];

/** What the route guard needs from configuration. */
export const guardConfig: GuardConfig = {
  links: appConfig.links,
  groupPages: appConfig.groupPages,
  // spec 000 §2 step 8: the connect-plus community kinds and their addresses are not shown; none is redirected.
  connectPlusCommunities: {},
  lmsOrigins: appConfig.lms.origins,
  portalPathPrefixes: appConfig.portalPathPrefixes,
  portalProfilePathPrefixes: appConfig.portalProfilePathPrefixes,
  trustedForwardOrigins: Object.values(appConfig.authConnect).map((href) => new URL(href).origin),
};
