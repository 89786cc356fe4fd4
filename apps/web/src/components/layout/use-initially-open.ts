import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Open state of an overlay whose module loaded after the user pressed its placeholder trigger:
 * with `isInitiallyOpen` the trigger takes focus first (so closing returns focus to it), then the
 * overlay opens. Spread `triggerRef` on the trigger and `isOpen`/`setIsOpen` on the overlay trigger.
 */
export function useInitiallyOpen(isInitiallyOpen: boolean) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  useLayoutEffect(() => {
    if (!isInitiallyOpen) return;
    triggerRef.current?.focus();
    setIsOpen(true);
  }, [isInitiallyOpen]);
  return { triggerRef, isOpen, setIsOpen };
}
