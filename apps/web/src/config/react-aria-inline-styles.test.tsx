import { cleanup, render } from '@testing-library/react';
import { Button, Dialog, Modal } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REACT_ARIA_INLINE_STYLES } from './content-security-policy';

// jsdom has no CSS.escape, which react-aria uses to look for a csp-nonce meta element.
beforeEach(() => vi.stubGlobal('CSS', { escape: (value: string) => value }));

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

const injected = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent);

// The Content-Security-Policy allows these two <style> texts by hash: an upgrade that changes them fails here.
describe('the inline styles react-aria injects', () => {
  it('usePress: the pressable rule', () => {
    vi.stubEnv('NODE_ENV', 'production'); // react-aria leaves it out under test
    render(<Button>Press</Button>);
    expect(injected()).toEqual([REACT_ARIA_INLINE_STYLES[0]]);
  });

  it('usePreventScroll on iOS Safari: the overscroll rule while a dialog is open', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('iPhone');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    render(
      <Modal isOpen>
        <Dialog aria-label="Dialog">Open</Dialog>
      </Modal>,
    );
    expect(injected()).toEqual([REACT_ARIA_INLINE_STYLES[1]]);
  });
});
