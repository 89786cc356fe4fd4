import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_LIMITS,
  announcementEditorReducer,
  announcementErrors,
  announcementFormData,
  announcementStatusLabel,
  announcementValuesOf,
  canPublishAnnouncement,
  emptyAnnouncement,
  type Announcement,
  type AnnouncementValues,
} from './announcement-form';

/** A complete Image announcement with a background colour. */
const complete: AnnouncementValues = {
  ...emptyAnnouncement('Image'),
  title: 'Harbor gala',
  shortDescription: 'Join the Harbor City gala.',
  longDescription: 'An evening with the chapter.',
  location: 'Harbor City',
  displayStartDate: '2026-12-01T18:00:00.000Z',
  displayEndDate: '2026-12-02T18:00:00.000Z',
  sponsorDepartmentList: ['Chapters and Regions'],
  visibleToObject: [{ label: 'All Members', value: 'AllMembers' }],
  backgroundColor: '#C9A227',
  ctaLink: 'https://connect.example/events/gala',
};

describe('announcement form (spec 001 §5)', () => {
  it('holds the limits of spec 001 §9', () => {
    expect(ANNOUNCEMENT_LIMITS).toEqual({ title: 30, shortDescription: 120, location: 120, longDescription: 1000, regions: 4 });
  });

  it.each<[string, Partial<AnnouncementValues>, 'draft' | 'publish', string, string | undefined]>([
    ['a complete announcement publishes', {}, 'publish', 'title', undefined],
    ['title of 30', { title: 'x'.repeat(30) }, 'draft', 'title', undefined],
    ['title of 31', { title: 'x'.repeat(31) }, 'draft', 'title', 'Character limit exceeded'],
    ['no title', { title: ' ' }, 'draft', 'title', 'Please enter the announcement title.'],
    ['short description of 120', { shortDescription: 'x'.repeat(120) }, 'publish', 'shortDescription', undefined],
    ['short description of 121', { shortDescription: 'x'.repeat(121) }, 'draft', 'shortDescription', 'Character limit exceeded'],
    ['location of 121', { location: 'x'.repeat(121) }, 'draft', 'location', 'Character limit exceeded'],
    ['long message of 1000', { longDescription: 'x'.repeat(1000) }, 'draft', 'longDescription', undefined],
    ['long message of 1001', { longDescription: 'x'.repeat(1001) }, 'draft', 'longDescription', 'Character limit exceeded'],
    ['end before start', { displayEndDate: '2026-11-30T00:00:00.000Z' }, 'draft', 'displayEndDate', 'The end date must be after the start date.'],
    ['end equal to start', { displayEndDate: '2026-12-01T18:00:00.000Z' }, 'draft', 'displayEndDate', 'The end date must be after the start date.'],
    ['4 regions', { sponsorRegionsList: ['a', 'b', 'c', 'd'] }, 'publish', 'sponsorRegionsList', undefined],
    ['5 regions', { sponsorRegionsList: ['a', 'b', 'c', 'd', 'e'] }, 'draft', 'sponsorRegionsList', 'Choose up to 4 regions.'],
    ['no department nor region', { sponsorDepartmentList: [] }, 'publish', 'sponsorDepartmentList', 'Choose a department or a region.'],
    ['a region and no department', { sponsorDepartmentList: [], sponsorRegionsList: ['Atlantic Region'] }, 'publish', 'sponsorDepartmentList', undefined],
    ['no department nor region in a draft', { sponsorDepartmentList: [] }, 'draft', 'sponsorDepartmentList', undefined],
    ['Image without image nor colour', { backgroundColor: '' }, 'publish', 'backgroundColor', 'Add an image or choose a background colour.'],
    ['Image with an image and no colour', { backgroundColor: '', hasImage: true }, 'publish', 'backgroundColor', undefined],
    ['General without image nor colour', { backgroundColor: '', recordTypeName: 'General' }, 'publish', 'backgroundColor', undefined],
    ['no CTA link', { ctaLink: '' }, 'publish', 'ctaLink', 'Please enter the call-to-action link.'],
    ['no CTA link in a draft', { ctaLink: '' }, 'draft', 'ctaLink', undefined],
    ['an invalid CTA link', { ctaLink: 'gala' }, 'draft', 'ctaLink', 'Please enter a valid url.'],
    ['no dates', { displayStartDate: '', displayEndDate: '' }, 'publish', 'displayStartDate', 'Please choose a start and an end date.'],
  ])('%s', (_label, change, intent, field, message) => {
    const errors = announcementErrors({ ...complete, ...change }, intent);
    if (message === undefined) expect(errors[field as keyof AnnouncementValues]).toBeUndefined();
    else expect(errors[field as keyof AnnouncementValues]).toContain(message);
  });

  it('enables publish only when the required fields are filled', () => {
    expect(canPublishAnnouncement(complete)).toBe(true);
    expect(canPublishAnnouncement(emptyAnnouncement('Image'))).toBe(false);
    expect(canPublishAnnouncement({ ...complete, ctaLink: '' })).toBe(false);
  });

  it("labels a draft 'Unscheduled draft'", () => {
    expect(announcementStatusLabel({ isPublished: false })).toBe('Unscheduled draft');
    expect(announcementStatusLabel({ isPublished: true })).toBe('Published');
  });
});

describe('announcement multipart form (spec 001 §7)', () => {
  it('sends the fields, the lists as JSON and the colour', () => {
    const form = announcementFormData({ ...complete, id: 'a6000000-0000-4000-8000-000000000001' }, 'publish');
    expect(form.get('id')).toBe('a6000000-0000-4000-8000-000000000001');
    expect(form.get('isPublished')).toBe('true');
    expect(JSON.parse(String(form.get('sponsorDepartmentList')))).toEqual(['Chapters and Regions']);
    expect(JSON.parse(String(form.get('visibleToObject')))).toEqual([{ label: 'All Members', value: 'AllMembers' }]);
    expect(form.get('effectiveEndDate')).toBe(complete.displayEndDate);
    expect(form.get('backgroundColor')).toBe('#C9A227');
    expect(form.has('backgroundImage')).toBe(false);
  });

  it('sends a chosen image instead of the colour; a draft is not published', () => {
    const image = new File([new Uint8Array([1])], 'gala.png', { type: 'image/png' });
    const form = announcementFormData({ ...complete, ctaLink: '' }, 'draft', image);
    expect((form.get('backgroundImage') as File).name).toBe('gala.png');
    expect(form.has('backgroundColor')).toBe(false);
    expect(form.has('ctaLink')).toBe(false);
    expect(form.get('isPublished')).toBe('false');
  });
});

describe('announcement editor (spec 001 §4)', () => {
  it('previews, goes back to edit with everything typed, and takes the saved announcement', () => {
    let state = announcementEditorReducer({ mode: 'edit', values: emptyAnnouncement() }, { type: 'load', values: complete });
    state = announcementEditorReducer(state, { type: 'change', values: { title: 'Harbor gala 2026' } });
    state = announcementEditorReducer(state, { type: 'preview' });
    expect(state.mode).toBe('preview');
    state = announcementEditorReducer(state, { type: 'edit' });
    expect(state).toEqual({ mode: 'edit', values: { ...complete, title: 'Harbor gala 2026' } });
    const saved: Announcement = { id: 'a6000000-0000-4000-8000-000000000009', title: 'Harbor gala 2026', recordTypeName: 'Image', isActive: true, isPublished: true, backgroundImage: 'https://media.example/gala.png' };
    state = announcementEditorReducer(state, { type: 'saved', announcement: saved });
    expect(state.values).toMatchObject({ id: saved.id, isPublished: true, hasImage: true });
    expect(announcementValuesOf(saved).backgroundImage).toBe('https://media.example/gala.png');
  });
});
