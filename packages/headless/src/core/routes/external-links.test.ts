import { describe, expect, it } from 'vitest';
import { environmentFor, externalLinksFor, type ExternalLinks, type ExternalLinksConfig } from './external-links';

const linksOf = (env: string): ExternalLinks => ({
  yngCommunity: `https://yng.${env}.example`,
  paymentRedirect: `https://pay.${env}.example`,
  speakerRegistration: `https://speakers.${env}.example/register`,
  speakerAdministration: `https://speakers.${env}.example/admin`,
  searchSpeakers: `https://speakers.${env}.example/search`,
  coronavirus: `https://news.${env}.example/coronavirus`,
  portal: `https://portal.${env}.example`,
});

const config: ExternalLinksConfig = {
  production: { hosts: ['connect.example', 'www.connect.example'], links: linksOf('prod') },
  staging: { hosts: ['staging.connect.example'], links: linksOf('staging') },
  test: { hosts: ['test.connect.example', 'localhost:5173'], links: linksOf('test') },
  fallback: 'test',
};

describe('externalLinksFor (spec 000 §1)', () => {
  it.each([
    ['connect.example', 'production'],
    ['WWW.Connect.Example', 'production'],
    ['connect.example:443', 'production'],
    ['staging.connect.example', 'staging'],
    ['test.connect.example', 'test'],
    ['localhost:5173', 'test'],
    ['unknown.example', 'test'],
  ] as const)('chooses %s -> %s', (host, env) => {
    expect(environmentFor(host, config)).toBe(env);
    expect(externalLinksFor(host, config)).toBe(config[env].links);
  });

  it('uses the configured fallback for unknown hosts', () => {
    expect(environmentFor('elsewhere.example', { ...config, fallback: 'staging' })).toBe('staging');
  });
});
