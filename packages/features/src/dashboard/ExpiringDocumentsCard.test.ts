import type { Account, BusinessUnitInfo } from '@vlegal/api-client/model';
import { resources } from '@vlegal/domain/resources';
import { describe, expect, it } from 'vitest';
import { mayOpen, mayRead } from './access.ts';
import { DATED_KINDS, documentHref } from './ExpiringDocumentsCard.tsx';
import { showsExpiringDocuments } from './expiringDocuments.ts';

const account = (companyId: number | null, businessUnitId: number | null) =>
  ({ login: 'x', authorities: ['ROLE_USER'], companyId, businessUnitId }) as unknown as Account;
const unit = { id: 1 } as BusinessUnitInfo;

describe('the card of documents expiring soon', () => {
  it('is for people of units, not for platform staff nor without units', () => {
    expect(showsExpiringDocuments(account(1, 1), [unit])).toBe(true);
    expect(showsExpiringDocuments(account(1, null), [unit])).toBe(true);
    expect(showsExpiringDocuments(account(null, null), [unit])).toBe(false);
    expect(showsExpiringDocuments(account(1, 1), [])).toBe(false);
    expect(showsExpiringDocuments(account(1, 1), undefined)).toBe(false);
  });

  it('links a document to its tab of the profile, a permit to its page', () => {
    expect(documentHref('tdp', 3)).toBe('/app/business-unit-profile?record=3');
    expect(documentHref('slkCertificate', 2)).toBe('/app/business-unit-profile?tab=slkCertificate&record=2');
    expect(documentHref('businessPermit', 5)).toBe('/app/business-unit/business-permit/5/view');
  });

  it('reads each kind at the path of its resource', () => {
    for (const [key, kind] of Object.entries(DATED_KINDS))
      expect(kind.path, key).toBe(resources[key as keyof typeof resources].path);
  });

  it('links only to pages the account may open', () => {
    const profile = documentHref('tdp', 3);
    const permit = documentHref('businessPermit', 5);
    expect(mayOpen(profile, ['ROLE_USER', 'ROLE_USER_ADMIN'])).toBe(true);
    expect(mayOpen(permit, ['ROLE_USER', 'ROLE_USER_ADMIN'])).toBe(true);
    // The business-unit profile is the unit administrator's page; permits are the company's too.
    expect(mayOpen(profile, ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'])).toBe(false);
    expect(mayOpen(permit, ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'])).toBe(true);
  });

  it("asks only for what the account's roles read, as the contract says", () => {
    for (const kind of Object.keys(DATED_KINDS) as (keyof typeof DATED_KINDS)[]) {
      expect(mayRead(kind, ['ROLE_USER', 'ROLE_USER_ADMIN']), kind).toBe(true);
      // A plain user reads none of a unit's legality documents.
      expect(mayRead(kind, ['ROLE_USER']), kind).toBe(false);
    }
  });
});
