/** What the dashboard's cards may show an account: the pages it may open and the resources it may read. */
import { blocks } from '@vlegal/domain/gen/blocks';
import { allows, type RoleRule } from '@vlegal/domain/roles';
import { rolesForPath } from '@vlegal/domain/route-roles';

/** Whether the account may open an address of the app (the spec's route table). */
export function mayOpen(href: string, authorities: readonly string[]): boolean {
  const rule = rolesForPath(new URL(href, 'http://localhost').pathname);
  return rule !== undefined && allows(rule, authorities);
}

/** Whether the account's roles may read a resource, as the contract says: no request is sent to be refused. */
export const mayRead = (key: keyof typeof blocks, authorities: readonly string[]) =>
  allows(blocks[key].roles.read as RoleRule, authorities);
