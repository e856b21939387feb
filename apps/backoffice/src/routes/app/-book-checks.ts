/**
 * The `beforeLoad` checks of the book routes (`/app/business-unit-material/$screen/…` and the mirror
 * `/app/admin-stock/$screen/…`). They run with the route tree, on every navigation, so the screen registry
 * they read loads on demand, as the page that follows needs it anyway.
 */
import { notFound, redirect } from '@tanstack/react-router';
import { allows } from '@vlegal/domain/roles';

/** A screen of the books (with pages of an item's stock when asked), or not found. */
export async function checkScreen(segment: string, mirror: boolean, stockPage = false) {
  const { bookScreenOf } = await import('@vlegal/features/screen-registry.ts');
  const screen = bookScreenOf(segment, mirror);
  if (!screen || (stockPage && !screen.stock)) throw notFound();
}

/**
 * The card is no page of the spec's route table: it is open to whoever may open the item's other usage.
 * (The `/app` guard lets addresses outside the table through.)
 */
async function cardAllowed(pathname: string, authorities: readonly string[]): Promise<boolean> {
  // The route table is loaded on demand, as by the `/app` guard.
  const { rolesForPath } = await import('@vlegal/domain/route-roles');
  const rule = rolesForPath(pathname.replace(/\/card\/?$/, '/other-usage'));
  return rule !== undefined && allows(rule, authorities);
}

/** `beforeLoad` of the card: a screen with stock pages, open to whoever may open the item's other usage. */
export async function checkCard(
  segment: string,
  mirror: boolean,
  pathname: string,
  authorities: readonly string[],
) {
  await checkScreen(segment, mirror, true);
  if (!(await cardAllowed(pathname, authorities))) throw redirect({ to: '/forbidden' });
}
