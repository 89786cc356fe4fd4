// The notifications bell's place in the header (initial chunk, tiny); the bell, its list and the
// system messages load through './load' after first paint.
export { NotificationBellSlot } from './bell-slot';
