// Setup file of the jsdom test projects. Node's fetch (undici) only takes Node's AbortSignal, and
// jsdom replaces the global AbortController with its own: every SDK call that passes a `signal`
// (the cancel rule, spec 001 §4) would then fail before it is sent. Node's own classes are put back.
import { transferableAbortController } from 'node:util';

if (typeof window !== 'undefined') {
  const controller = transferableAbortController();
  Object.assign(globalThis, {
    AbortController: controller.constructor,
    AbortSignal: controller.signal.constructor,
  });
}
