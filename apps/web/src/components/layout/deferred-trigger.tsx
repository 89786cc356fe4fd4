import { Suspense, useState, type ReactNode } from 'react';
import type { ButtonProps } from 'react-aria-components';

/** Props of {@link DeferredTrigger}. */
export interface DeferredTriggerProps {
  /** Starts loading the overlay's module (called again on each hover and focus: `import()` caches). */
  load: () => unknown;
  /** The trigger as it looks before the overlay has loaded, given the props that make it a placeholder. */
  placeholder: (props: ButtonProps) => ReactNode;
  /** The loaded overlay with its own trigger, opened at once (a lazy component). */
  children: ReactNode;
}

/**
 * A trigger whose overlay (menu, disclosure, dialog) loads on first use, or as soon as the pointer
 * or focus reaches the trigger, keeping the overlay out of the /home bundle. Until then a
 * placeholder button stands in, disabled while the module is still on its way.
 */
export function DeferredTrigger({ load, placeholder, children }: DeferredTriggerProps) {
  const [isOpened, setOpened] = useState(false);
  const placeholderOf = (isPending: boolean) =>
    placeholder({
      'aria-expanded': false,
      isDisabled: isPending,
      onHoverStart: () => void load(),
      onFocus: () => void load(),
      onPress: () => setOpened(true),
    });
  if (!isOpened) return placeholderOf(false);
  return <Suspense fallback={placeholderOf(true)}>{children}</Suspense>;
}
