/**
 * The "S-LK expired" filter of the company list: the companies owning a unit the server lists as
 * expired (`company-business-units-expired`), read with the list's repeatable `id` parameter.
 */
import { listCompanyBusinessUnitsExpired } from '@vlegal/api-client/query';
import type {
  Answer,
  ListParams,
  Row,
  ScreenConfig,
  SearchParams,
} from '../resource-screens/screen-config.ts';
import { pageOf } from '../shared/serverList.ts';

/** The list's filter key standing for the S-LK filter (no field of the registry). */
export const SLK_EXPIRED = 'slkExpired';

/** The most rows one call answers (the contract's bound on `size`). */
const MAX_SIZE = 200;

/** Ids of the companies having a unit with an expired S-LK, every page read. */
export async function expiredCompanyIds(options?: RequestInit): Promise<number[]> {
  const ids = new Set<number>();
  for (let page = 0; ; page++) {
    const answer = await listCompanyBusinessUnitsExpired({ page, size: MAX_SIZE }, options);
    const { rows, total } = pageOf<{ company?: { id: number } | null }>(answer);
    for (const unit of rows) if (unit.company) ids.add(unit.company.id);
    if (rows.length < MAX_SIZE || (page + 1) * MAX_SIZE >= total) break;
  }
  return [...ids].sort((a, b) => a - b);
}

const answerOf = (rows: Row[], total: number): Answer => ({
  status: 200,
  data: rows,
  headers: new Headers({ 'X-Total-Count': String(total) }),
});

function chunks(ids: number[]): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < ids.length; start += MAX_SIZE) out.push(ids.slice(start, start + MAX_SIZE));
  return out;
}

/**
 * The config whose list and search calls answer only the companies with an expired S-LK when the list's
 * state carries the filter. The list call takes the ids; the search call has no `id` parameter, so the
 * companies of those ids are matched against the text here (they are few: one per expired unit at most).
 */
export function withSlkExpiredFilter(config: ScreenConfig): ScreenConfig {
  const { api, resource } = config;
  const list = async (raw: ListParams, options?: RequestInit): Promise<Answer> => {
    const { [SLK_EXPIRED]: on, ...params } = raw;
    if (on === undefined) return api.list(params, options);
    const ids = await expiredCompanyIds(options);
    if (!ids.length) return answerOf([], 0);
    return api.list({ ...params, id: ids }, options);
  };
  const search = async (raw: SearchParams, options?: RequestInit): Promise<Answer> => {
    const { [SLK_EXPIRED]: on, query, page = 0, size = 20, ...params } = raw;
    if (on === undefined) return api.search({ ...params, query, page, size }, options);
    const ids = await expiredCompanyIds(options);
    const text = query.trim().toLowerCase();
    const rows: Row[] = [];
    for (const part of chunks(ids)) {
      const answer = await api.list({ ...params, id: part, size: part.length }, options);
      rows.push(...pageOf<Row>(answer).rows);
    }
    const matches = rows.filter((row) =>
      resource.search.some((field) =>
        String(row[field] ?? '')
          .toLowerCase()
          .includes(text),
      ),
    );
    return answerOf(matches.slice(page * size, (page + 1) * size), matches.length);
  };
  return { ...config, api: { ...api, list, search } };
}
