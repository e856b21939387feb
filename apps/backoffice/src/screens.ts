import type { AnyRouter } from '@tanstack/react-router';
import { hasScreenAt } from '@vlegal/features/screen-addresses.ts';

/**
 * Whether the back-office has a screen at an address, read from the router's own route tree: a route
 * must match the whole address (a match of a parent layout alone, which the router reports with the
 * rest of the address under `**`, is a not-found page), and the `$resource` of a route (a master-data
 * resource, or a kind of a unit's parties and documents) must name a screen of the screen registry (read
 * from its addresses alone, which every page can afford).
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
  return hasScreenAt(group, resource);
}
