// The domains written apart from the core (waivers, speakers, events, directories), in seed order:
// each reads store.network; the directory's notifications also read the seeded events.
import type { SandboxDomain } from '../types.ts';
import { directory } from './directory.ts';
import { events } from './events.ts';
import { speaker } from './speaker.ts';
import { waiver } from './waiver.ts';

/** Waiver, speaker, events and directory domains, in seed order (after `network`). */
export const extraDomains: SandboxDomain[] = [waiver, speaker, events, directory];
