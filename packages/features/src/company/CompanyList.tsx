/** The administrators' list of companies: the generic list, with a filter on an expired S-LK of a unit. */
import { Checkbox } from '@vlegal/ui/Checkbox';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListState, listState, toListSearch } from '../resource-screens/listSearch.ts';
import { ResourceList } from '../resource-screens/ResourceList.tsx';
import { type CompanyListSearch, COMPANY_PATH } from './companySearch.ts';
import { companyScreen } from './configs/company.ts';
import { SLK_EXPIRED, withSlkExpiredFilter } from './slkExpired.ts';

export interface CompanyListProps {
  /** The list's state, kept in the address by the app (`validateCompanyListSearch`). */
  search: CompanyListSearch;
  onSearchChange: (next: CompanyListSearch) => void;
  onNavigate: (href: string) => void;
}

export function CompanyList({ search, onSearchChange, onNavigate }: CompanyListProps) {
  const { t } = useTranslation();
  const config = useMemo(() => withSlkExpiredFilter(companyScreen), []);
  const expired = search.slkExpired === true;
  const base = listState(config.resource, search);
  const state: ListState = expired ? { ...base, filters: { ...base.filters, [SLK_EXPIRED]: 'true' } } : base;
  const change = (next: ListState, slkExpired: boolean) => {
    const { [SLK_EXPIRED]: _, ...filters } = next.filters;
    onSearchChange({ ...toListSearch({ ...next, filters }), ...(slkExpired ? { slkExpired: true } : {}) });
  };
  return (
    <ResourceList
      config={config}
      state={state}
      onStateChange={(next) => change(next, expired)}
      basePath={COMPANY_PATH}
      onNavigate={onNavigate}
      extraFilters={
        <Checkbox
          isSelected={expired}
          onChange={(selected) => change({ ...state, page: 1 }, selected)}
          description={t('company.list.slkExpiredHint')}
        >
          {t('company.list.slkExpired')}
        </Checkbox>
      }
    />
  );
}
