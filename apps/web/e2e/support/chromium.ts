import { existsSync } from 'node:fs';

/**
 * The browser the end-to-end runs drive: Debian's Chromium headless shell where it is installed (the
 * `chromium-headless-shell` package: the old headless mode, lighter than the full browser, about a tenth less
 * time on this machine's two cores), else Debian's Chromium. CHROMIUM_PATH overrides both.
 */
export function chromiumPath(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}
