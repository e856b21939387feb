import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeTexts, type Texts, textKeys } from '@vlegal/domain/i18n';
import { masterDataList, resourceByRoute, resourceList, resources } from '@vlegal/domain/resources';
import { describe, expect, it } from 'vitest';
import { listParams, listState, toListSearch, validateListSearch } from '../resource-screens/listSearch.ts';
import { masterDataScreens as screenConfigs, screenFor } from '../screen-registry.ts';
import { PATTERN_HINTS, schemaFor } from '../resource-screens/schema.ts';
import { formFields, toBody, toFormValues } from '../resource-screens/values.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const errorsOf = async (key: keyof typeof screenConfigs, values: Record<string, unknown>) => {
  try {
    await schemaFor(screenConfigs[key], t).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((entry) => [entry.path, entry.message.split(' ')[0]]));
  }
};

describe('screen configs', () => {
  it('exist for every resource of the registry and answer at its address', () => {
    for (const resource of masterDataList()) {
      expect(screenConfigs[resource.key].resource).toBe(resource);
      expect(screenFor(resource.group, resource.routeSegment)).toBe(screenConfigs[resource.key]);
    }
    expect(screenFor('general-setting', 'no-such-resource')).toBeUndefined();
    expect(screenFor('raw-material', 'country')).toBeUndefined();
  });

  it('list only columns the registry knows', () => {
    for (const config of Object.values(screenConfigs)) {
      const names = ['id', ...config.resource.fields.map((field) => field.name)];
      for (const column of config.columns) expect(names).toContain(column);
    }
  });
});

describe('schema derived from the registry', () => {
  it('requires exactly the required fields of every resource', async () => {
    for (const config of Object.values(screenConfigs)) {
      const empty = Object.fromEntries(
        formFields(config.fields).map((field) => [field.name, field.kind === 'boolean' ? false : null]),
      );
      const errors = await errorsOf(config.resource.key, empty);
      const required = formFields(config.fields).filter(
        (field) => field.required && field.kind !== 'boolean',
      );
      expect(Object.keys(errors).sort()).toEqual(required.map((field) => field.name).sort());
      expect(new Set(Object.values(errors))).toEqual(
        new Set(required.length ? ['resources.validation.required'] : []),
      );
    }
  });

  it('checks lengths, patterns, e-mail, enums, integers, decimals and dates like the contract', async () => {
    expect(
      await errorsOf('country', {
        code: 'id',
        code3: 'ID1',
        name: 'x'.repeat(101),
        flegtPartner: false,
        active: true,
      }),
    ).toEqual({
      code: 'resources.patternHint.upper2',
      code3: 'resources.patternHint.upper3',
      name: 'resources.validation.maxLength',
    });
    expect(
      await errorsOf('currency', { code: 'IDR', name: 'Rupiah', symbol: 'Rp', decimals: '5', active: true }),
    ).toEqual({
      decimals: 'resources.validation.max',
    });
    expect(
      await errorsOf('currency', { code: 'IDR', name: 'Rupiah', symbol: '', decimals: '1.5', active: true }),
    ).toEqual({
      decimals: 'resources.validation.integer',
    });
    expect(
      await errorsOf('scientificName', {
        scientificName: 'Tectona grandis',
        tradeName: 'Jati',
        citesAppendix: 'IV',
        densityKgM3: '650,123',
      }),
    ).toEqual({
      citesAppendix: 'resources.validation.choice',
      densityKgM3: 'resources.validation.scale',
    });
    expect(
      await errorsOf('pic', {
        picType: 'ISSUER_SIGNATORY',
        name: 'A',
        jobPosition: 'B',
        email: 'not-mail',
        validFrom: '21/11/2026',
      }),
    ).toEqual({
      email: 'resources.validation.email',
      validFrom: 'resources.validation.date',
    });
    expect(
      await errorsOf('pic', {
        picType: 'ISSUER_SIGNATORY',
        name: 'A',
        jobPosition: 'B',
        validFrom: '2026-11-21',
        validUntil: '2026-01-01',
      }),
    ).toEqual({
      validUntil: 'resources.validation.notBefore',
    });
    expect(
      await errorsOf('rawMaterialType', {
        code: 'LOG',
        name: 'Log',
        rawMaterialCategoryId: 1,
        minDiameterCm: '50',
        maxDiameterCm: '30',
      }),
    ).toEqual({
      maxDiameterCm: 'resources.validation.notBelow',
    });
    expect(
      await errorsOf('district', { code: '33.20', name: 'Jepara', districtType: 'KABUPATEN', provinceId: 2 }),
    ).toEqual({});
  });

  it('has a hint for every pattern of the registry', () => {
    const patterns = resourceList().flatMap((resource) =>
      resource.fields.flatMap((field) => (field.pattern ? [field.pattern] : [])),
    );
    for (const pattern of patterns) expect(PATTERN_HINTS[pattern], pattern).toBeDefined();
  });
});

describe('form values', () => {
  it('start from the registry defaults and send null for empty optional fields', () => {
    const fields = screenConfigs.currency.fields;
    const values = toFormValues(fields);
    expect(values).toEqual({ code: '', name: '', symbol: '', decimals: '2', active: true });
    expect(toBody(fields, { ...values, code: ' IDR ', name: 'Rupiah' })).toEqual({
      code: 'IDR',
      name: 'Rupiah',
      symbol: null,
      decimals: 2,
      active: true,
    });
  });

  it('round-trip a row, with the id on update, files beside their media type and read-only fields left out', () => {
    const pic = {
      id: 3,
      picType: 'ISSUER_SIGNATORY',
      name: 'Siti',
      jobPosition: 'Direktur',
      identificationId: null,
      email: null,
      phone: null,
      signatureImage: 'AAAA',
      signatureImageContentType: 'image/png',
      stampImage: null,
      stampImageContentType: null,
      authorizationLetter: null,
      authorizationLetterContentType: null,
      validFrom: '2026-01-01',
      validUntil: null,
      businessUnitId: 12,
      active: true,
    };
    const fields = screenConfigs.pic.fields;
    expect(toFormValues(fields, pic).signatureImage).toEqual({ content: 'AAAA', contentType: 'image/png' });
    expect(toBody(fields, toFormValues(fields, pic), 3)).toEqual(pic);
    const hs = toFormValues(screenConfigs.hsCode.fields, {
      id: 1,
      code: '4407',
      hs6: '440700',
      description: 'Kayu',
    });
    expect(hs).not.toHaveProperty('hs6');
    expect(toBody(screenConfigs.hsCode.fields, hs, 1)).not.toHaveProperty('hs6');
  });
});

describe('list search parameters', () => {
  it('keep valid values and drop the rest', () => {
    expect(
      validateListSearch({
        page: '3',
        size: 50,
        sort: ['name,desc', 'x;drop', 'code,up'],
        query: '  indo ',
        active: true,
        bogus: 1,
        saved: 4,
      }),
    ).toEqual({ page: 3, size: 50, sort: ['name,desc'], query: 'indo', active: 'true', saved: 4 });
    expect(validateListSearch({ page: 0, size: 7, sort: 'code,asc' })).toEqual({ sort: ['code,asc'] });
    expect(validateListSearch({ page: 1, size: 20 })).toEqual({});
  });

  it('narrow to the resource: sortable fields and declared filters with values of the right kind', () => {
    const state = listState(resources.province as never, {
      sort: ['name,asc', 'active,asc'],
      countryId: '1',
      active: 'true',
    });
    expect(state).toEqual({ page: 1, size: 20, sort: ['name,asc'], query: '', filters: { countryId: '1' } });
    expect(listState(resources.district as never, { districtType: 'DESA' }).filters).toEqual({});
    expect(toListSearch({ ...state, page: 2 })).toEqual({ page: 2, sort: ['name,asc'], countryId: '1' });
  });

  it('become the list query, or the search query when there is text', () => {
    const country = resourceByRoute('general-setting', 'country')!;
    expect(listParams(country, listState(country, { page: 2, active: 'false' }))).toEqual({
      kind: 'list',
      params: { page: 1, size: 20, active: false },
    });
    expect(listParams(country, listState(country, { query: 'ind', sort: ['code,desc'] }))).toEqual({
      kind: 'search',
      params: { page: 0, size: 20, sort: ['code,desc'], query: 'ind' },
    });
  });
});

describe('texts', () => {
  // Every file of a language, merged as the server serves them (an area may add its resources' texts).
  const load = (language: string) => {
    const folder = path.resolve(import.meta.dirname, `../../../domain/i18n/${language}`);
    return mergeTexts(
      readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Texts),
    );
  };

  it('name every resource, field and enum value in Indonesian and English', () => {
    for (const language of ['in', 'en']) {
      const keys = new Set(textKeys(load(language)));
      // Every resource of the registry has screens: the master data and a unit's legality documents.
      for (const resource of resourceList()) {
        expect(keys.has(`resources.${resource.key}.name`), `${language} ${resource.key}`).toBe(true);
        expect(keys.has(`resources.${resource.key}.plural`)).toBe(true);
        for (const field of resource.fields) {
          expect(
            keys.has(`resources.${resource.key}.fields.${field.name}`),
            `${language} ${resource.key}.${field.name}`,
          ).toBe(true);
          if (field.kind !== 'enum' || field.contentTypeOf) continue;
          for (const value of field.values ?? [])
            expect(
              keys.has(`resources.${resource.key}.values.${field.name}.${value}`),
              `${language} ${value}`,
            ).toBe(true);
        }
      }
      for (const name of Object.values(PATTERN_HINTS))
        expect(keys.has(`resources.patternHint.${name}`)).toBe(true);
    }
  });
});
