import { environmentFor, externalLinksFor } from '@ypo/headless';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, EXTERNAL_LINKS_CONFIG } from './environments';

describe('environments (spec 000 §1: links chosen by host)', () => {
  it.each([
    ['connect.example', 'production'],
    ['connect.staging.example', 'staging'],
    ['connect.test.example', 'test'],
    ['127.0.0.1:5173', 'test'],
    ['localhost:5173', 'test'],
    ['somewhere.else', 'test'],
  ])('%s is %s', (host, environment) => {
    expect(environmentFor(host, EXTERNAL_LINKS_CONFIG)).toBe(environment);
  });

  it('uses only fictional .example addresses', () => {
    for (const config of Object.values(ENVIRONMENTS)) {
      const addresses = [
        ...Object.values(config.links),
        ...Object.values(config.account),
        ...Object.values(config.authConnect),
        ...Object.values(config.renewal),
        ...Object.values(config.legal),
        ...Object.values(config.chapterAdminTools),
        config.lms.registrationUrl,
        ...config.lms.origins,
      ];
      for (const address of addresses) expect(new URL(address).hostname).toMatch(/\.example$/);
    }
    expect(externalLinksFor('connect.example', EXTERNAL_LINKS_CONFIG).yngCommunity).toBe('https://yng.example/community');
  });
});
