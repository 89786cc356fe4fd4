import { describe, expect, it } from 'vitest';
import { memberProfileMode, withQuery } from './paths';
import { matchRoute, paths, ROUTES } from './route-table';

describe('paths', () => {
  it('builds a path for every route, and each one matches its route', () => {
    const built: Record<string, string> = {
      root: paths.root(), home: paths.home(), chapter: paths.chapter('c'), region: paths.region('r'), network: paths.network('n'),
      group: paths.group('g'), community: paths.community('c'), forum: paths.forum('f'), forumExercise: paths.forumExercise('t'),
      businesses: paths.businesses(), mentoring: paths.mentoring(), championmentoring: paths.championmentoring(),
      executiveeducation: paths.executiveeducation(), speakerPage: paths.speakerPage(), speakerProfile: paths.speakerProfile({ id: 's' }),
      becomeSpeaker: paths.becomeSpeaker(), speakerAdmin: paths.speakerAdmin(), speakerDirectory: paths.speakerDirectory(),
      speakerAdministration: paths.speakerAdministration(), searchSpeakers: paths.searchSpeakers(),
      editSpeakerProfile: paths.editSpeakerProfile(), download: paths.download('d'), loginSecurity: paths.loginSecurity(),
      privacySettings: paths.privacySettings(), emailSettings: paths.emailSettings(), notification: paths.notification(),
      visibility: paths.visibility(), myProfile: paths.myProfile(), memberProfile: paths.memberProfile({ memberId: 'm' }),
      forgotUsername: paths.forgotUsername(), memberDirectoryPage: paths.memberDirectoryPage(),
      contentDirectoryPage: paths.contentDirectoryPage(), communityDirectoryPage: paths.communityDirectoryPage(),
      events: paths.events(), eventDirectory: paths.eventDirectory(), eventDirectoryPage: paths.eventDirectoryPage(),
      allNetworksPage: paths.allNetworksPage(), networkLandingPage: paths.networkLandingPage('n'),
      memberConnections: paths.memberConnections(), ypoSearch: paths.ypoSearch(), policiesProcedures: paths.policiesProcedures(), feedback: paths.feedback(), follows: paths.follows(), speakers: paths.speakers(),
      messenger: paths.messenger({ room: 'x' }), version: paths.version(), errorPage: paths.errorPage(), assistPage: paths.assistPage(),
      ChapterEvent: paths.ChapterEvent('c'), ChampsEvent: paths.ChampsEvent('c'), ChapterWaiver: paths.ChapterWaiver('c'), RegionalMemberOfficer: paths.RegionalMemberOfficer('r'),
      WaiverForm: paths.WaiverForm(), WaiverFormCommon: paths.WaiverFormCommon('v'), WaiverFormPRPAdmin: paths.WaiverFormPRPAdmin(),
      PeerReviewPanel: paths.PeerReviewPanel(), PeerReviewPanelAdmin: paths.PeerReviewPanelAdmin(),
      EventAttendees: paths.EventAttendees('e'), coronavirus: paths.coronavirus(), concierge: paths.concierge(), lms: paths.lms(),
      chaptermanagement: paths.chaptermanagement(), m2mxprofile: paths.m2mxprofile(), authConnect: paths.authConnect('lms'),
      resources: paths.resources(), chapterStudio: paths.chapterStudio(), manageAnnouncements: paths.manageAnnouncements(),
      createAnnouncement: paths.createAnnouncement('a'), login: paths.login(), logout: paths.logout(), logoutSf: paths.logoutSf(),
      ResetPassword: paths.ResetPassword(), pwreset: paths.pwreset(), signinCallback: paths.signinCallback(),
    };
    expect(Object.keys(built).sort()).toEqual(ROUTES.map((r) => r.name).sort());
    for (const [name, path] of Object.entries(built)) expect(matchRoute(path)?.route.name, path).toBe(name);
  });

  it('is exactly the table: one builder per route, plus communityPage', () => {
    expect(Object.keys(paths).sort()).toEqual([...ROUTES.map((r) => r.name), 'communityPage'].sort());
    for (const route of ROUTES) expect(paths[route.name]).toBe(route.href);
  });

  it('types each builder by its pattern', () => {
    // @ts-expect-error a required parameter
    expect(() => paths.download()).not.toThrow();
    // @ts-expect-error no parameter
    expect(paths.home('x')).toBe('/home');
    expect(paths.chapter(undefined)).toBe('/chapter');
  });

  it('builds member profile links with memberId, name and mode', () => {
    expect(paths.memberProfile({ memberId: 'm-1', name: 'Amara Okafor', mode: 'edit' })).toBe(
      '/memberProfile?memberId=m-1&name=Amara+Okafor&mode=edit',
    );
    expect(paths.memberProfile({ memberId: 'm-1' })).toBe('/memberProfile?memberId=m-1');
  });

  it('builds speaker links', () => {
    expect(paths.speakerProfile({ id: 's-1', isCffSpeaker: true })).toBe('/speakerPage/speakerProfile?id=s-1&speakersWhoAre=IsCFFSpeaker');
    expect(paths.speakerProfile()).toBe('/speakerPage/speakerProfile');
    expect(paths.searchSpeakers()).toBe('/speakerPage/searchSpeakers?speakersWhoAre=IsCFFSpeaker');
  });

  it('leaves optional parameters out and encodes the rest', () => {
    expect(paths.chapter()).toBe('/chapter');
    expect(paths.chapter('')).toBe('/chapter');
    expect(paths.chapter('a/b c')).toBe('/chapter/a%2Fb%20c');
    expect(paths.authConnect('concierge')).toBe('/authConnect/concierge');
  });

  it('builds community pages by kind, with a highlighted post (spec 001 §2)', () => {
    expect(paths.communityPage('champion', 'c-5')).toBe('/community/c-5');
    expect(paths.communityPage('businesses', 'ignored')).toBe('/businesses');
    expect(paths.communityPage('chapter', 'c-1', { postId: 'p-1', highlightText: 'summit' })).toBe(
      '/chapter/c-1?postId=p-1&highlightText=summit&showAllActivityFeedCommunity=true',
    );
  });

  it('serialises community directory filters as JSON', () => {
    expect(paths.communityDirectoryPage({ navigatedFromId: 'c-1', communityFilters: { CommunityType: ['network'] } })).toBe(
      `/communityDirectoryPage?navigatedFromId=c-1&communityFilters=${encodeURIComponent('{"CommunityType":["network"]}')}`,
    );
  });

  it('withQuery skips undefined values', () => {
    expect(withQuery('/x', { a: 1, b: undefined, c: true })).toBe('/x?a=1&c=true');
    expect(withQuery('/x')).toBe('/x');
  });
});

describe('memberProfileMode (spec 002 §2)', () => {
  it('is edit for the owner or an allowed chapter admin only', () => {
    expect(memberProfileMode({ viewerId: 'M-1', memberId: 'm-1' })).toBe('edit');
    expect(memberProfileMode({ viewerId: 'm-2', memberId: 'm-1', canChapterAdminEdit: true })).toBe('edit');
    expect(memberProfileMode({ viewerId: 'm-2', memberId: 'm-1' })).toBeUndefined();
    expect(memberProfileMode({ viewerId: undefined, memberId: 'm-1' })).toBeUndefined();
  });
});
