/**
 * The yup schema of a master-data form, derived from the registry's field definitions so the client
 * checks exactly what the contract checks (required, lengths, patterns, e-mail, enum values, integer and
 * decimal bounds and scale, dates) and the fields the declaration keeps in order; a screen config only adds
 * rules beyond those.
 */
import { outOfOrder } from '@vlegal/domain/field-order';
import type { TOptions } from 'i18next';
import * as yup from 'yup';
import { placeProblems } from './geolocation.ts';
import type { Field, Lines, ScreenConfig } from './screen-config.ts';
import { formFields } from './values.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+([.,]\d+)?$/;

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** A number as typed, with a decimal comma or point. */
const toNumber = (value: unknown) => Number(String(value).replace(',', '.'));

/**
 * The part of i18next's `t` the schema uses: a key alone, or a key with interpolation values. Two
 * signatures, as i18next's own `TFunction` takes the two forms as separate parameter lists.
 */
export interface Translate {
  (key: string): string;
  (key: string, options: TOptions): string;
}

/** Text keys (`resources.patternHint.<name>`) explaining each pattern of the registry to people. */
export const PATTERN_HINTS: Readonly<Record<string, string>> = {
  '^[A-Z]{2}$': 'upper2',
  '^[A-Z]{3}$': 'upper3',
  '^[0-9]{2}$': 'digits2',
  '^[0-9]{2}\\.[0-9]{2}$': 'districtCode',
  '^[0-9][0-9.]{3,11}$': 'hsCode',
  '^[0-9]{6}$': 'digits6',
  '^[0-9]{4}$': 'digits4',
  '^[A-Z]{5}$': 'locode',
  '^[0-9]{16}$': 'digits16',
  '^[0-9+() -]{3,30}$': 'phone',
  '^[A-Z0-9_-]+$': 'codeChars',
  '^[0-9][0-9.-]{14,19}$': 'npwp',
  '^[0-9]{5}$': 'digits5',
};

/** The hint of a field's pattern, if it has one. */
export function patternHint(field: Field, t: Translate): string | undefined {
  const name = field.pattern ? PATTERN_HINTS[field.pattern] : undefined;
  return name ? t(`resources.patternHint.${name}`) : undefined;
}

/** Digits after the decimal separator of a number written as text. */
function scaleOf(text: string): number {
  const match = /[.,](\d+)$/.exec(text);
  return match?.[1]?.length ?? 0;
}

function numberRule(field: Field, t: Translate): yup.Schema {
  let rule = yup
    .string()
    .nullable()
    .test('number', t('resources.validation.number'), (value) => empty(value) || NUMBER.test(String(value)));
  if (field.kind === 'integer')
    rule = rule.test(
      'integer',
      t('resources.validation.integer'),
      (value) => empty(value) || !/[.,]/.test(String(value)),
    );
  const { scale } = field;
  if (scale !== undefined)
    rule = rule.test(
      'scale',
      t('resources.validation.scale', { scale }),
      (value) => empty(value) || scaleOf(String(value)) <= scale,
    );
  const { min, max } = field;
  if (min !== undefined)
    rule = rule.test(
      'min',
      t('resources.validation.min', { min }),
      (value) => empty(value) || !NUMBER.test(String(value)) || toNumber(value) >= min,
    );
  if (max !== undefined)
    rule = rule.test(
      'max',
      t('resources.validation.max', { max }),
      (value) => empty(value) || !NUMBER.test(String(value)) || toNumber(value) <= max,
    );
  return field.required ? rule.required(t('resources.validation.required')) : rule;
}

function stringRule(field: Field, t: Translate): yup.Schema {
  let rule = yup.string().nullable().trim();
  if (field.minLength !== undefined && field.minLength > 1)
    rule = rule.min(field.minLength, t('resources.validation.minLength', { min: field.minLength }));
  if (field.maxLength !== undefined)
    rule = rule.max(field.maxLength, t('resources.validation.maxLength', { max: field.maxLength }));
  if (field.pattern)
    rule = rule.matches(new RegExp(field.pattern), {
      message: patternHint(field, t) ?? t('resources.validation.pattern'),
      excludeEmptyString: true,
    });
  if (field.format === 'email') rule = rule.email(t('resources.validation.email'));
  return field.required ? rule.required(t('resources.validation.required')) : rule;
}

/** A place typed as coordinates: each problem on its own input (`harvestGeolocation.points.1.latitude`). */
function geolocationRule(field: Field, t: Translate): yup.Schema {
  return yup.mixed().test('geolocation', (value, context) => {
    const problems = placeProblems(value, field.required);
    if (!problems.length) return true;
    return new yup.ValidationError(
      problems.map(({ path, key, values }) =>
        context.createError({ path: `${context.path}.${path}`, message: values ? t(key, values) : t(key) }),
      ),
    );
  });
}

/** The rule of one field of the form. */
export function fieldRule(field: Field, t: Translate): yup.Schema {
  const required = t('resources.validation.required');
  if (field.input === 'geolocation') return geolocationRule(field, t);
  switch (field.kind) {
    case 'boolean':
      return yup.boolean();
    case 'integer':
    case 'decimal':
      return numberRule(field, t);
    case 'enum': {
      const rule = yup
        .string()
        .nullable()
        .oneOf([...(field.values ?? []), null], t('resources.validation.choice'));
      return field.required ? rule.required(required) : rule;
    }
    case 'reference': {
      const rule = yup.number().nullable();
      return field.required ? rule.required(required) : rule;
    }
    case 'date': {
      const rule = yup
        .string()
        .nullable()
        .matches(DATE, { message: t('resources.validation.date'), excludeEmptyString: true });
      return field.required ? rule.required(required) : rule;
    }
    case 'file': {
      const rule = yup.mixed().nullable();
      return field.required ? rule.required(required) : rule;
    }
    default:
      return stringRule(field, t);
  }
}

const objectRule = (fields: readonly Field[], t: Translate) =>
  Object.fromEntries(formFields(fields).map((field) => [field.name, fieldRule(field, t)]));

/** The rule of a line's own lines: each one's fields like header fields, and how many a line holds. */
function nestedRule(set: Lines['nested'][number], t: Translate): yup.Schema {
  const rule = yup.array().of(yup.object(objectRule(set.fields, t)));
  return set.max === undefined
    ? rule
    : rule.max(set.max, t('resources.validation.maxLines', { max: set.max }));
}

/**
 * The rule of a document's lines: each line's fields like header fields (and its own lines'), and the
 * number of lines.
 */
export function linesRule(lines: Lines, t: Translate): yup.Schema {
  const line = objectRule(lines.fields, t);
  for (const set of lines.nested) line[set.field] = nestedRule(set, t);
  let rule = yup.array().of(yup.object(line));
  if (lines.min > 0) rule = rule.min(lines.min, t('resources.validation.minLines', { min: lines.min }));
  if (lines.max !== undefined)
    rule = rule.max(lines.max, t('resources.validation.maxLines', { max: lines.max }));
  return rule;
}

/**
 * The declared order of fields (`inOrder` of the resource), on the later field: the same pairs the server
 * checks (`@vlegal/domain/field-order`).
 */
function inOrder(
  base: yup.ObjectSchema<yup.AnyObject>,
  resource: ScreenConfig['resource'],
  t: Translate,
): yup.ObjectSchema<yup.AnyObject> {
  return (resource.inOrder ?? []).reduce(
    (schema, [earlier, later]) =>
      schema.test(later, (values, context) => {
        if (!outOfOrder(values[earlier], values[later])) return true;
        const kind = resource.fields.find((field) => field.name === later)?.kind;
        return context.createError({
          path: later,
          message: t(`resources.validation.${kind === 'date' ? 'notBefore' : 'notBelow'}`, {
            other: t(`resources.${resource.key}.fields.${earlier}`),
          }),
        });
      }),
    base,
  );
}

/** The whole form's schema: the registry's rules plus the config's additions. */
export function schemaFor(
  config: Pick<ScreenConfig, 'resource' | 'fields' | 'schema' | 'lines'>,
  t: Translate,
): yup.ObjectSchema<yup.AnyObject> {
  const rules = objectRule(config.fields, t);
  for (const lines of config.lines) rules[lines.field] = linesRule(lines, t);
  const base = inOrder(yup.object(rules), config.resource, t);
  return config.schema ? config.schema(base, t) : base;
}
