import type { Authority, RoleRule } from './roles.ts';
import { isAuthority } from './roles.ts';
import added from './routes-added.json';
import spec from './routes.json';

/**
 * The route table of the specification (`routes.json`, a verbatim copy of the product spec's list) and the
 * addresses the product adds beside it (`routes-added.json`, the EUDR screens): every address of the
 * back-office with the authorities that may open it. Guards and the sidebar read
 * roles from here only; no route restates them.
 */
export interface RouteSpec {
  /** The address pattern, parameters in braces: `/app/company/{companyId}/edit`. */
  path: string;
  /** `public` for addresses outside /app; `[]` for any signed-in user; else any one of these. */
  rule: RoleRule;
  /** Kind of screen (`list`, `new`, `edit`, `view`, `form`, `report`, `dashboard`, `admin-tool`, `public`; `trace`, opened from a document, never from the menu). */
  screen: string;
}

interface RawRoute {
  path: string;
  roles: string[];
  screen: string;
}

function toRule(route: RawRoute): RoleRule {
  if (!route.path.startsWith('/app/')) return 'public';
  const roles = route.roles.filter(isAuthority);
  if (roles.length !== route.roles.length) throw new Error(`unknown authority in ${route.path}`);
  return roles satisfies Authority[];
}

export const ROUTES: readonly RouteSpec[] = [
  ...(spec.routes as RawRoute[]),
  ...(added.routes as RawRoute[]),
].map((route) => ({
  path: route.path,
  rule: toRule(route),
  screen: route.screen,
}));

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** How well a pattern matches a path: `undefined` when it does not, else the count of literal segments. */
function score(pattern: string[], path: string[]): number | undefined {
  if (pattern.length !== path.length) return undefined;
  let literals = 0;
  for (const [index, part] of pattern.entries()) {
    if (isParameter(part)) {
      if (!path[index]) return undefined;
    } else if (part === path[index]) literals += 1;
    else return undefined;
  }
  return literals;
}

const compiled = ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) }));

/**
 * The route of the spec an address belongs to (`/app/general-setting/country/12/edit` ->
 * `/app/general-setting/country/{countryId}/edit`); the most literal pattern wins. Query and hash are
 * ignored; a trailing slash too.
 */
export function routeForPath(address: string): RouteSpec | undefined {
  const pathname = address.split(/[?#]/)[0] ?? '';
  const path = segmentsOf(pathname).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  let best: { route: RouteSpec; literals: number } | undefined;
  for (const { route, segments } of compiled) {
    const literals = score(segments, path);
    if (literals !== undefined && (!best || literals > best.literals)) best = { route, literals };
  }
  return best?.route;
}

/** The role rule of an address, or `undefined` when the spec lists no such route. */
export function rolesForPath(address: string): RoleRule | undefined {
  return routeForPath(address)?.rule;
}

/** Concrete addresses a menu can link to: no parameters, not a create form. */
export function isMenuRoute(route: RouteSpec): boolean {
  return (
    route.path.startsWith('/app/') &&
    !route.path.includes('{') &&
    ['list', 'view', 'report', 'admin-tool', 'dashboard'].some((kind) => route.screen.startsWith(kind))
  );
}
