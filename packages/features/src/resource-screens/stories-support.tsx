/**
 * Fixed rows and a mock-store set-up shared by the master-data stories (same rows on every run), and the
 * address state of a page for stories of pages kept in the address.
 */
import { createMockStore, type MockStore, type MockStoreSeed } from '@vlegal/api-client/mock-store';
import { HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { type ComponentType, useState } from 'react';

const NAMES: [string, string, string][] = [
  ['ID', 'IDN', 'Indonesia'],
  ['MY', 'MYS', 'Malaysia'],
  ['SG', 'SGP', 'Singapura'],
  ['JP', 'JPN', 'Jepang'],
  ['CN', 'CHN', 'Tiongkok'],
  ['KR', 'KOR', 'Korea Selatan'],
  ['AU', 'AUS', 'Australia'],
  ['NZ', 'NZL', 'Selandia Baru'],
  ['NL', 'NLD', 'Belanda'],
  ['DE', 'DEU', 'Jerman'],
  ['FR', 'FRA', 'Prancis'],
  ['BE', 'BEL', 'Belgia'],
  ['IT', 'ITA', 'Italia'],
  ['ES', 'ESP', 'Spanyol'],
  ['GB', 'GBR', 'Inggris'],
  ['US', 'USA', 'Amerika Serikat'],
  ['CA', 'CAN', 'Kanada'],
  ['IN', 'IND', 'India'],
  ['VN', 'VNM', 'Vietnam'],
  ['TH', 'THA', 'Thailand'],
  ['PH', 'PHL', 'Filipina'],
  ['SA', 'SAU', 'Arab Saudi'],
  ['AE', 'ARE', 'Uni Emirat Arab'],
  ['ZA', 'ZAF', 'Afrika Selatan'],
  ['BR', 'BRA', 'Brasil'],
];

const EU = new Set(['NL', 'DE', 'FR', 'BE', 'IT', 'ES']);

export const countries = NAMES.map(([code, code3, name], index) => ({
  id: index + 1,
  code,
  code3,
  name,
  flegtPartner: EU.has(code) || code === 'GB',
  active: code !== 'BR',
}));

export const provinces = [
  { id: 1, code: '31', name: 'DKI Jakarta', countryId: 1 },
  { id: 2, code: '33', name: 'Jawa Tengah', countryId: 1 },
  { id: 3, code: '35', name: 'Jawa Timur', countryId: 1 },
  { id: 4, code: '64', name: 'Kalimantan Timur', countryId: 1 },
];

export const districts = [
  { id: 1, code: '33.20', name: 'Jepara', districtType: 'KABUPATEN', provinceId: 2 },
  { id: 2, code: '35.78', name: 'Surabaya', districtType: 'KOTA', provinceId: 3 },
];

/** A 1×1 PNG. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAQ0S8ZQAAAABJRU5ErkJggg==';

export const pics = [
  {
    id: 1,
    picType: 'ISSUER_SIGNATORY',
    name: 'Siti Rahmawati',
    jobPosition: 'Direktur',
    identificationId: '3320014501800001',
    email: 'siti@kayujepara.co.id',
    phone: '+62 291 591234',
    signatureImage: PIXEL,
    signatureImageContentType: 'image/png',
    stampImage: null,
    stampImageContentType: null,
    authorizationLetter: null,
    authorizationLetterContentType: null,
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    businessUnitId: null,
    active: true,
  },
];

/** The store every master-data story starts from: fixed countries, provinces, districts and PICs, faker (fixed seed) for the rest. */
export function storyStore(seed: MockStoreSeed = {}): MockStore {
  return createMockStore({
    fakerSeed: 20261121,
    ...seed,
    rows: { country: countries, province: provinces, district: districts, pic: pics, ...seed.rows },
  });
}

type Msw = { use: SetupWorker['use'] };

/** Installs a fresh store's handlers; returns the store so a play function can read its rows. */
export function installStore(msw: Msw, seed?: MockStoreSeed): MockStore {
  const store = storyStore(seed);
  msw.use(...store.handlers);
  return store;
}

/** A server failure as the API answers it. */
export function serverError() {
  return HttpResponse.json(
    { type: 'about:blank', title: 'Internal Server Error', status: 500 },
    { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** What a page whose state lives in the address takes from the app. */
interface AddressedProps<S> {
  search: S;
  onSearchChange: (next: S) => void;
  onNavigate?: (href: string) => void;
}

/**
 * The page with its address kept in the story, as the app keeps it in the router: a change of its state
 * shows, and with `follow`, so does a navigation to another state of the same page (an address of another
 * page is the app's to open).
 */
export function withAddressState<S, P extends AddressedProps<S>>(
  Page: ComponentType<P>,
  follow?: { path: string; validate: (raw: Record<string, unknown>) => S },
) {
  return function Addressed(props: P) {
    const [search, setSearch] = useState<S>(props.search);
    const change = (next: S) => {
      setSearch(next);
      props.onSearchChange(next);
    };
    const navigate = (href: string) => {
      props.onNavigate?.(href);
      if (!follow || !href.startsWith(follow.path)) return;
      change(follow.validate(Object.fromEntries(new URL(href, 'http://localhost').searchParams)));
    };
    return <Page {...props} search={search} onSearchChange={change} onNavigate={navigate} />;
  };
}
