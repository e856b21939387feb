import type { AnyRouter } from '@tanstack/react-router';
import { resourceByRoute } from '@vlegal/domain/resources';
import { importGroupOf, importKindOf } from '@vlegal/features/books/import/paths.ts';

/**
 * Whether the back-office has a screen at an address, read from the router's own route tree: a route
 * must match the whole address (a match of a parent layout alone, which the router reports with the
 * rest of the address under `**`, is a not-found page), a generic master-data route
 * (`/app/<group>/$resource`) must name a resource of the registry, and a route of a unit's parties and
 * receipts a kind of its pages.
 */
export function hasScreen(router: AnyRouter, href: string): boolean {
  const [, params, route] = router.getMatchedRoutes(href);
  if (!route || '**' in params) return false;
  const resource = params.resource;
  if (resource === undefined) return true;
  // The group is the segment before `$resource` in the route's own path.
  const segments = (route.fullPath as string).split('/');
  const group = segments[segments.indexOf('$resource') - 1];
  if (group === undefined) return false;
  // The groups of a unit's parties and receipts: their `$resource` names a kind of page, not a resource.
  const pages = importGroupOf(group);
  if (pages) return importKindOf(pages.area, pages.scope, resource) !== undefined;
  return resourceByRoute(group, resource) !== undefined;
}
