import { describe, expect, it } from 'vitest';
import { SPEAKER_MESSAGES } from './messages';
import { SPEAKER_MENU, speakerMenuItem } from './menu';

describe('speakerMenuItem (spec 002 §2)', () => {
  it('reads Pending Approval while the status is P and opens the own speaker profile', () => {
    expect(speakerMenuItem('P')).toEqual({ label: 'View/Edit My Speaker Profile (Pending Approval)', target: 'ownProfile' });
  });

  it('opens the own speaker profile of an approved speaker', () => {
    expect(speakerMenuItem('A')).toEqual({ label: 'View/Edit My Speaker Profile', target: 'ownProfile' });
  });

  it('offers Become a Speaker without a status or when denied', () => {
    for (const status of [null, undefined, 'D']) expect(speakerMenuItem(status)).toEqual({ label: 'Become a Speaker', target: 'becomeSpeaker' });
  });

  it('is the one copy of the texts SPEAKER_MESSAGES names', () => {
    expect([SPEAKER_MESSAGES.menuPending, SPEAKER_MESSAGES.menuApproved, SPEAKER_MESSAGES.menuBecome]).toEqual([SPEAKER_MENU.pending, SPEAKER_MENU.approved, SPEAKER_MENU.become]);
  });
});
