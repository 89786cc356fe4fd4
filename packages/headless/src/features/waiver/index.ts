// The waiver workflow (spec 002 §2-§9): the rules of core/waiver (the machine) and their texts; the
// React hooks over them join here.
export * from '../../core/waiver';
export { WAIVER_MESSAGES } from '../../core/waiver/messages';
