import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE, type RouteEntry, type RouteMeta } from '@/state/routeTable';

type ScreenEntry = Extract<RouteEntry, { screen: string }>;

/** The route table's screen entry for a path (the router's own matching, case-insensitive). */
export function screenEntryFor(pathname: string): ScreenEntry | undefined {
  return ROUTE_TABLE.find((e): e is ScreenEntry => 'screen' in e && matchPath({ path: e.path }, pathname) !== null);
}

/** What the route at `pathname` demands and shows (tab bar); nothing for a path the table does not know. */
export function routeMetaFor(pathname: string): RouteMeta {
  return screenEntryFor(pathname)?.meta ?? {};
}
