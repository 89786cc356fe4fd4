import { existsSync } from 'node:fs';

/**
 * The browser the end-to-end runs drive: Debian's Chromium headless shell where it is installed (the
 * `chromium-headless-shell` package: the old headless mode, lighter than the full browser, about a tenth less
 * time on this machine's two cores), else Debian's Chromium. CHROMIUM_PATH overrides both. Playwright downloads
 * no browser here (DEVELOPERS.md, machine facts).
 */
export function chromiumPath(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

/** The launch options of every end-to-end run of the app (the production build's and the dev stack's). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
