import { isMenuRoute, ROUTES } from '@vlegal/domain/route-roles';
import { allows } from '@vlegal/domain/roles';
import type { LucideIcon } from 'lucide-react';
import { menuIconOf } from './menuIcons.ts';

/** One link of the sidebar. `labelKey` is a text key (`shell.page.…`). */
export interface MenuEntry {
  href: string;
  labelKey: string;
  /** Its icon (see `MENU_ICONS`). */
  icon?: LucideIcon;
}

/** A group of links (`groupKey` set) or a single top-level link. */
export interface MenuSection {
  id: string;
  groupKey?: string;
  entries: MenuEntry[];
}

export interface MenuOptions {
  /**
   * True when the back-office has a screen at this address: areas not built yet stay out, so no entry
   * leads to "page not found". The app answers from its router's route tree.
   */
  isAvailable: (href: string) => boolean;
  /** Active server profiles; `swagger` shows the API docs entry. */
  profiles?: readonly string[];
  /** False when the unit's certificate does not allow production (hides the production group). */
  canProduce?: boolean;
}

/**
 * The areas of a unit's own books and reports: the spec's sidebar gives them to the unit's administrator
 * (§2, "Sidebar entries by role"). Their routes also let platform administrators in, who reach every
 * unit's records through the mirrors (`admin-…`, all units); offering both would name each list twice.
 */
const UNIT_AREAS: ReadonlySet<string> = new Set([
  'business-unit-material',
  'business-unit-import',
  'business-unit-transfer',
  'business-unit-production',
  'business-unit-sales',
  'report',
]);

/**
 * The sidebar of an account: every concrete page of the spec's route table the account's authorities
 * open, in the table's order, grouped by the address's first segment under /app; a unit's own areas
 * only for the unit's administrator.
 */
export function buildMenu(authorities: readonly string[], options: MenuOptions): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const route of ROUTES) {
    if (!isMenuRoute(route) || !allows(route.rule, authorities)) continue;
    if (!options.isAvailable(route.path)) continue;
    const [group, page] = route.path.slice('/app/'.length).split('/');
    if (!group) continue;
    if (UNIT_AREAS.has(group) && !authorities.includes('ROLE_USER_ADMIN')) continue;
    const icon = menuIconOf(route.path);
    const entry = (labelKey: string): MenuEntry => ({
      href: route.path,
      labelKey,
      ...(icon ? { icon } : {}),
    });
    if (route.path === '/app/administration/api-docs' && !options.profiles?.includes('swagger')) continue;
    if (group === 'business-unit-production' && options.canProduce === false) continue;
    if (!page) {
      sections.push({ id: group, entries: [entry(`shell.page.${group}`)] });
      continue;
    }
    let section = sections.find((candidate) => candidate.id === group && candidate.groupKey);
    if (!section) {
      section = { id: group, groupKey: `shell.group.${group}`, entries: [] };
      sections.push(section);
    }
    section.entries.push(entry(`shell.page.${group}.${page}`));
  }
  return sections;
}

/** One step of the breadcrumb: a text key or a literal, and a link when it leads somewhere. */
export interface Crumb {
  /** The address up to this step (a stable key). */
  path: string;
  labelKey?: string;
  text?: string;
  href?: string;
}

const ACTIONS: Record<string, string> = {
  new: 'shell.breadcrumb.new',
  edit: 'shell.breadcrumb.edit',
  view: 'shell.breadcrumb.view',
  'other-usage': 'shell.breadcrumb.otherUsage',
  'add-other-usage': 'shell.breadcrumb.addOtherUsage',
  card: 'shell.breadcrumb.card',
  import: 'shell.breadcrumb.import',
};

/**
 * The breadcrumb of an address under /app: its group, its page (linked), then its actions (ids left out).
 * `hasText` tells whether a text key exists, so unknown segments show as they are.
 */
export function breadcrumbFor(pathname: string, hasText: (key: string) => boolean): Crumb[] {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (segments[0] !== 'app') return [];
  const rest = segments.slice(1).map((segment) => decodeURIComponent(segment));
  const crumbs: Crumb[] = [];
  let index = 0;
  const first = rest[0];
  if (first === undefined) return crumbs;
  let pageKey: string;
  if (hasText(`shell.group.${first}`) && rest[1] !== undefined) {
    crumbs.push({ path: `/app/${first}`, labelKey: `shell.group.${first}` });
    pageKey = `shell.page.${first}.${rest[1]}`;
    index = 2;
  } else {
    pageKey = `shell.page.${first}`;
    index = 1;
  }
  const pageHref = `/app/${rest.slice(0, index).join('/')}`;
  crumbs.push(
    hasText(pageKey)
      ? { path: pageHref, labelKey: pageKey, href: pageHref }
      : { path: pageHref, text: rest[index - 1]!, href: pageHref },
  );
  let path = pageHref;
  for (const segment of rest.slice(index)) {
    path = `${path}/${segment}`;
    // A record's internal id is nobody's to read: it is part of the address, not a step.
    if (/^\d+$/.test(segment)) continue;
    const action = ACTIONS[segment];
    crumbs.push(action ? { path, labelKey: action } : { path, text: segment });
  }
  delete crumbs[crumbs.length - 1]!.href;
  return crumbs;
}
