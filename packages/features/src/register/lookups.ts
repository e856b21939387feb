import {
  listBusinessPermitTypes,
  listIndustrialScopes,
  searchBusinessPermitTypes,
  searchIndustrialScopes,
} from '@vlegal/api-client/query';

export interface LookupOption {
  id: number;
  label: string;
}

const PAGE = 20;

/** Business permit types whose text matches (the first page of active ones when nothing is typed). */
export async function findBusinessPermitTypes(text: string, signal: AbortSignal): Promise<LookupOption[]> {
  const query = text.trim();
  const response = query
    ? await searchBusinessPermitTypes({ query, size: PAGE, active: true }, { signal })
    : await listBusinessPermitTypes({ size: PAGE, active: true }, { signal });
  if (response.status !== 200) return [];
  return response.data.map((type) => ({ id: type.id, label: type.description }));
}

/** Industrial scopes whose text matches (the first page when nothing is typed). */
export async function findIndustrialScopes(text: string, signal: AbortSignal): Promise<LookupOption[]> {
  const query = text.trim();
  const response = query
    ? await searchIndustrialScopes({ query, size: PAGE }, { signal })
    : await listIndustrialScopes({ size: PAGE }, { signal });
  if (response.status !== 200) return [];
  return response.data.map((scope) => ({ id: scope.id, label: scope.description }));
}
