import { describe, expect, it } from 'vitest';
import { cancelledOnly, correctedOrCancelled, stockItem } from './books/workflows.ts';
import { AUTHORITIES, type Authority } from './roles.ts';
import { allowedActions, refusal, type Workflow } from './workflow.ts';

const WRITERS: readonly Authority[] = ['ROLE_ADMIN', 'ROLE_USER_ADMIN'];
const caller = (authority: Authority, login = 'someone') => ({ login, authorities: [authority] });

describe('the books’ transition tables, every (state, step, role)', () => {
  const tables = [
    ['cancelledOnly', cancelledOnly, { POSTED: ['cancel'], CANCELLED: [] }],
    ['correctedOrCancelled', correctedOrCancelled, { POSTED: ['update', 'cancel'], CANCELLED: [] }],
  ] as const;
  for (const [name, workflow, expected] of tables)
    for (const [state, steps] of Object.entries(expected))
      for (const authority of AUTHORITIES)
        it(`${name}: ${state} for ${authority}`, () => {
          const allowed = allowedActions(workflow, { status: state }, caller(authority), WRITERS);
          expect(allowed).toEqual(WRITERS.includes(authority) ? steps : []);
          for (const action of ['update', 'cancel', 'delete', 'approve'])
            expect(refusal(workflow, action, { status: state }, caller(authority), WRITERS)).toBe(
              !workflow.steps.some((step) => step.action === action)
                ? 'undeclared'
                : !(steps as readonly string[]).includes(action)
                  ? 'state'
                  : WRITERS.includes(authority)
                    ? null
                    : 'role',
            );
        });

  it('refuses every step to nobody signed in', () => {
    expect(allowedActions(correctedOrCancelled, { status: 'POSTED' }, null, WRITERS)).toEqual([]);
  });

  it('corrects a stock only before its first movement, and deletes it only while nothing moved it', () => {
    const admin = caller('ROLE_ADMIN');
    const fresh = { movementCount: 0, initialVolumeM3: '0', initialWeightKg: '0', initialPieces: '0' };
    expect(allowedActions(stockItem, fresh, admin, WRITERS)).toEqual(['update', 'delete']);
    expect(allowedActions(stockItem, { ...fresh, initialVolumeM3: '2.5' }, admin, WRITERS)).toEqual([
      'update',
    ]);
    expect(allowedActions(stockItem, { ...fresh, movementCount: 1 }, admin, WRITERS)).toEqual([]);
    expect(refusal(stockItem, 'update', { ...fresh, movementCount: 1 }, admin, WRITERS)).toBe('condition');
  });
});

describe('a checked step', () => {
  // The shape of an approval: a verificator checks what somebody else submitted.
  const review: Workflow<'DRAFT' | 'SUBMITTED' | 'APPROVED'> = {
    field: 'status',
    steps: [
      { action: 'submit', from: ['DRAFT'], to: 'SUBMITTED' },
      {
        action: 'approve',
        from: ['SUBMITTED'],
        to: 'APPROVED',
        roles: ['ROLE_VERIFICATOR'],
        notBy: 'submittedBy',
      },
    ],
  };
  const submitted = { status: 'SUBMITTED', submittedBy: 'maker' };

  it('is refused to who made what they would check (maker ≠ checker)', () => {
    expect(refusal(review, 'approve', submitted, caller('ROLE_VERIFICATOR', 'maker'), WRITERS)).toBe('maker');
    expect(refusal(review, 'approve', submitted, caller('ROLE_VERIFICATOR', 'checker'), WRITERS)).toBeNull();
    expect(allowedActions(review, submitted, caller('ROLE_VERIFICATOR', 'maker'), WRITERS)).toEqual([]);
  });

  it('takes its own roles over the resource’s writers', () => {
    expect(refusal(review, 'approve', submitted, caller('ROLE_ADMIN', 'checker'), WRITERS)).toBe('role');
    expect(refusal(review, 'submit', { status: 'DRAFT' }, caller('ROLE_ADMIN'), WRITERS)).toBeNull();
    expect(refusal(review, 'submit', { status: 'DRAFT' }, caller('ROLE_VERIFICATOR'), WRITERS)).toBe('role');
  });

  it('takes the default roles per step where a resource deletes with fewer roles than it writes', () => {
    const table: Workflow = { steps: [{ action: 'update' }, { action: 'delete' }] };
    const roles = (action: string) => (action === 'delete' ? (['ROLE_ADMIN'] as const) : WRITERS);
    expect(allowedActions(table, {}, caller('ROLE_USER_ADMIN'), roles)).toEqual(['update']);
    expect(allowedActions(table, {}, caller('ROLE_ADMIN'), roles)).toEqual(['update', 'delete']);
  });

  it('is refused from a state it does not start from, and when nobody declared it', () => {
    expect(refusal(review, 'approve', { status: 'DRAFT' }, caller('ROLE_VERIFICATOR'), WRITERS)).toBe(
      'state',
    );
    expect(refusal(review, 'delete', { status: 'DRAFT' }, caller('ROLE_ADMIN'), WRITERS)).toBe('undeclared');
  });
});
