/**
 * Rules beyond the contract that a screen config adds to its form's schema (`schema`). Free of yup at run
 * time (the schema is passed in): configs are loaded on list pages, which carry no form code.
 */
import type { AnyObject, ObjectSchema } from 'yup';
import type { Translate } from './schema.ts';
import { DATE, empty, NUMBER, toNumber } from './typed-values.ts';

/**
 * A rule beyond the contract relating two fields of one row: `later` may not come before `earlier` (dates,
 * compared as ISO text) or be smaller than it (numbers, as typed). The error sits on `later`; an empty or
 * unreadable value leaves it to the field's own rules. For a screen config's `schema`.
 */
export function inOrder(resourceKey: string, earlier: string, later: string, kind: 'date' | 'number') {
  return (base: ObjectSchema<AnyObject>, t: Translate): ObjectSchema<AnyObject> =>
    base.test(later, (values, context) => {
      const [first, second] = [values[earlier], values[later]];
      if (empty(first) || empty(second)) return true;
      const outOfOrder =
        kind === 'date'
          ? DATE.test(String(first)) && DATE.test(String(second)) && String(second) < String(first)
          : NUMBER.test(String(first)) && NUMBER.test(String(second)) && toNumber(second) < toNumber(first);
      return outOfOrder
        ? context.createError({
            path: later,
            message: t(`resources.validation.${kind === 'date' ? 'notBefore' : 'notBelow'}`, {
              other: t(`resources.${resourceKey}.fields.${earlier}`),
            }),
          })
        : true;
    });
}
