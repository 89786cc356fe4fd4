import { describe, expect, it } from 'vitest';
import { SPEAKER_MESSAGES } from './messages';
import { SPEAKER_MENU, speakerMenuItem } from './menu';

const amelie = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000015';

describe('speakerMenuItem (spec 002 §2)', () => {
  it('reads Pending Approval while the status is P and opens the own speaker profile', () => {
    expect(speakerMenuItem('P', amelie)).toEqual({
      label: 'View/Edit My Speaker Profile (Pending Approval)',
      href: `/speakerPage/speakerProfile?id=${amelie}`,
    });
  });

  it('opens the own speaker profile of an approved speaker', () => {
    expect(speakerMenuItem('A', amelie)).toEqual({ label: 'View/Edit My Speaker Profile', href: `/speakerPage/speakerProfile?id=${amelie}` });
  });

  it('offers Become a Speaker without a status or when denied', () => {
    for (const status of [null, undefined, 'D']) expect(speakerMenuItem(status, amelie)).toEqual({ label: 'Become a Speaker', href: '/speakerPage/becomeSpeaker' });
  });

  it('is the one copy of the texts SPEAKER_MESSAGES names', () => {
    expect([SPEAKER_MESSAGES.menuPending, SPEAKER_MESSAGES.menuApproved, SPEAKER_MESSAGES.menuBecome]).toEqual([SPEAKER_MENU.pending, SPEAKER_MENU.approved, SPEAKER_MENU.become]);
  });
});
