import { ROUTES, paths, routeNamed, type RouteName } from '@ypo/headless';
import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MemberShell } from './member-shell';
import { appRoutes } from './router';
import { screens, type Screen } from './screens';

const flatten = (routes: readonly RouteObject[]): RouteObject[] => routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
const tablePaths = (routes: readonly RouteObject[]) =>
  flatten(routes)
    .map((route) => route.path)
    .filter((path): path is string => path !== undefined && path !== '*');

const shell = flatten(appRoutes).find((route) => isValidElement(route.element) && route.element.type === MemberShell);
const samplePath = (pattern: string) => pattern.replace(/:(\w+)\??/g, 'sample-$1');
/** The route object the router renders for `path`: the deepest match. */
const rendered = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route;
/** The route with a path that matches `path` (a layout's own path ends in its index route). */
const matched = (path: string) => matchRoutes(appRoutes, path)?.findLast((match) => match.route.path !== undefined)?.route;
const navigatesTo = (route: RouteObject | undefined) =>
  isValidElement<{ to: string }>(route?.element) && route.element.type === Navigate ? route.element.props.to : undefined;

describe('the router, built from the route table', () => {
  it('has exactly the routes of the table, once each', () => {
    expect(tablePaths(appRoutes).sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });

  it('puts every guarded route inside the member shell and no other', () => {
    expect(tablePaths(shell?.children ?? []).sort()).toEqual(ROUTES.filter((r) => r.isGuarded).map((r) => r.path).sort());
  });

  it.each(ROUTES.map((route) => [route.name, samplePath(route.path)] as const))('renders %s at %s', (name, path) => {
    expect(matched(path)?.path).toBe(routeNamed(name).path);
  });

  it('does not read /forum/exercise as the forum with id exercise', () => {
    expect(rendered('/forum/exercise')?.path).toBe('/forum/exercise/:type?');
    expect(rendered('/forum/exercise/case-study')?.path).toBe('/forum/exercise/:type?');
    expect(rendered('/forum/f-1')?.path).toBe('/forum/:communityId?');
  });

  it("sends an unknown path to '/'", () => {
    const route = rendered('/no-such-page');
    expect(route?.path).toBe('*');
    expect(navigatesTo(route)).toBe('/');
  });

  it('lazy-loads a component for every route with a screen', async () => {
    const withScreen = Object.entries(screens as Record<RouteName, Screen>).filter(([, screen]) => screen !== null);
    expect(withScreen.length).toBeGreaterThan(0);
    for (const [name] of withScreen) {
      const route = matched(routeNamed(name as RouteName).path);
      expect(route?.element, name).toBeUndefined();
      expect(typeof route?.lazy, name).toBe('function');
      const loaded = await (route?.lazy as () => Promise<RouteObject>)();
      expect(typeof loaded.Component, name).toBe('function');
    }
  });

  it("lets a route without a page fall to '/' once the guard allows it", () => {
    const withoutScreen = ROUTES.filter((route) => (screens as Partial<Record<RouteName, Screen>>)[route.name] == null);
    expect(withoutScreen.map((route) => route.name)).toEqual(expect.arrayContaining(['root', 'mentoring', 'speakers']));
    for (const route of withoutScreen) expect(navigatesTo(rendered(samplePath(route.path))), route.path).toBe('/');
  });

  it('nests the privacy settings pages in their layout, whose own path shows email settings', () => {
    const layout = flatten(appRoutes).find((route) => route.path === paths.privacySettings());
    expect(tablePaths(layout?.children ?? [])).toEqual([paths.emailSettings(), paths.notification(), paths.visibility()]);
    expect(navigatesTo(rendered(paths.privacySettings()))).toBe(paths.emailSettings());
  });
});
