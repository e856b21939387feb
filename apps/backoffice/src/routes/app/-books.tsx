/**
 * The route set of a unit's books and its administrators' mirror: `/app/business-unit-material/$screen/…`
 * and `/app/admin-stock/$screen/…` render the same pages, told `mirror`. `$screen` names a screen of
 * `BOOK_SCREENS` of the screen registry; any other, or an id that is no number, is not found. A unit
 * administrator's pages are about the account's own unit (the server scopes them too); the mirror's unit is
 * picked or in the address. The routes' checks are in `-book-checks.ts`: route options load with the route
 * tree, on every page, and must not bring these pages along.
 */
import { notFound, useNavigate, useParams, useRouteContext, useSearch } from '@tanstack/react-router';
import {
  AddOtherUsagePage,
  BookFormPage,
  BookListPage,
  OtherUsagePage,
  StockCardPage,
} from '@vlegal/features/books/BookPages';
import { bookPath, stockHrefs } from '@vlegal/features/books/paths.ts';
import { bookScreenOf } from '@vlegal/features/screen-registry.ts';
import type { StockCardSearch } from '@vlegal/features/books/stockCardSearch.ts';
import type { PermitViewSearch } from '@vlegal/features/business-unit/permitPaths.ts';
import { type ListSearch, listState, toListSearch } from '@vlegal/features/master-data/screens';
import { idOf } from './-ids.ts';

function usePlace(mirror: boolean) {
  const params = useParams({ strict: false }) as { screen?: string; id?: string; businessUnitId?: string };
  const { account } = useRouteContext({ from: '/app' });
  const segment = params.screen ?? '';
  // The unit's pages are about the account's own unit; the mirror's new form is for the unit in its address.
  const unitId = mirror
    ? params.businessUnitId === undefined
      ? undefined
      : idOf(params.businessUnitId)
    : (account.businessUnitId ?? undefined);
  return {
    segment,
    mirror,
    unitId,
    id: params.id === undefined ? undefined : idOf(params.id),
    authorities: account.authorities,
    basePath: bookPath(segment, mirror),
  };
}

export function BooksList({ mirror }: { mirror: boolean }) {
  const place = usePlace(mirror);
  const search = useSearch({ strict: false }) as ListSearch;
  const navigate = useNavigate();
  const screen = bookScreenOf(place.segment, mirror);
  if (!screen) throw notFound();
  return (
    <BookListPage
      key={place.segment}
      segment={place.segment}
      mirror={mirror}
      unitId={place.unitId}
      state={listState(screen.config.resource, search)}
      onStateChange={(next) => void navigate({ to: place.basePath, search: toListSearch(next) })}
      onNavigate={(href) => void navigate({ href })}
    />
  );
}

export function BooksForm({ mirror }: { mirror: boolean }) {
  const place = usePlace(mirror);
  const navigate = useNavigate();
  const screen = bookScreenOf(place.segment, mirror);
  return (
    <BookFormPage
      key={`${place.segment}-${place.id ?? 'new'}`}
      segment={place.segment}
      mirror={mirror}
      unitId={place.unitId}
      {...(place.id === undefined ? {} : { id: place.id })}
      onSaved={(row) =>
        void navigate({
          href: screen?.stock
            ? stockHrefs(place.basePath, row.id).card
            : `${place.basePath}?saved=${row.id}${mirror && row.businessUnitId ? `&businessUnitId=${String(row.businessUnitId)}` : ''}`,
        })
      }
    />
  );
}

/** What every page of an item's stock reads: where it is, the item and its search, and how to change it. */
function useStockPage<S>(mirror: boolean, page: 'otherUsage' | 'card') {
  const place = usePlace(mirror);
  const navigate = useNavigate();
  const stockId = place.id ?? 0;
  const hrefs = stockHrefs(place.basePath, stockId);
  const search: unknown = useSearch({ strict: false });
  return {
    navigate,
    hrefs,
    props: {
      key: stockId,
      segment: place.segment,
      mirror,
      stockId,
      search: search as S,
      authorities: place.authorities,
      onSearchChange: (next: S) => void navigate({ to: hrefs[page], search: next as never }),
    },
  };
}

export function BooksAddOtherUsage({ mirror }: { mirror: boolean }) {
  const { navigate, hrefs, props } = useStockPage(mirror, 'otherUsage');
  const { search: _search, onSearchChange: _change, ...page } = props;
  return (
    <AddOtherUsagePage
      {...page}
      onSaved={(row) => void navigate({ href: `${hrefs.otherUsage}?saved=${row.id}` })}
    />
  );
}

export function BooksOtherUsage({ mirror }: { mirror: boolean }) {
  const { navigate, props } = useStockPage<PermitViewSearch>(mirror, 'otherUsage');
  return <OtherUsagePage {...props} onNavigate={(href) => void navigate({ href })} />;
}

export function BooksCard({ mirror }: { mirror: boolean }) {
  const { props } = useStockPage<StockCardSearch>(mirror, 'card');
  return <StockCardPage {...props} />;
}
