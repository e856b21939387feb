/**
 * A receipt: every field with the certificate as it stood when the receipt was posted, cancel when the
 * server offers it, and the ledger entries the receipt posted (and their reversal once cancelled), with
 * the way to the item's stock card.
 */
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '@vlegal/ui/Button';
import { Stack } from '@vlegal/ui/Layout';
import { HeadingLevel } from '@vlegal/ui/PageHeader';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemQueryOptions, rowOf } from '../../resource-screens/data.ts';
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import { type ListState, listState } from '../../resource-screens/listSearch.ts';
import { ResourceList } from '../../resource-screens/ResourceList.tsx';
import { ResourceView } from '../../resource-screens/ResourceView.tsx';
import { type ScreenConfig, withFixed, withOffers } from '../../resource-screens/screen-config.ts';
import { receiptEntriesScreen } from './configs.ts';
import { stockCardHref } from './paths.ts';

export interface ReceiptViewProps {
  config: ScreenConfig;
  id: number;
  hrefs: RecordHrefs;
  onDeleted: () => void;
}

export function ReceiptView({ config, id, hrefs, onDeleted }: ReceiptViewProps) {
  const { t } = useTranslation();
  const answer = useQuery(itemQueryOptions(config, id));
  const receipt = rowOf(answer.data);
  const stock = receipt?.stockId;
  return (
    <Stack gap="xl">
      <ResourceView config={config} id={id} basePath={hrefs.list} hrefs={hrefs} onDeleted={onDeleted} />
      <HeadingLevel level={2}>
        <ReceiptEntries id={id} basePath={hrefs.list} />
      </HeadingLevel>
      {typeof stock === 'number' ? (
        <div>
          <LinkButton href={stockCardHref(stock, receipt?.stockType)} variant="outline" intent="primary">
            {t('importMaterial.stockCard')}
          </LinkButton>
        </div>
      ) : null}
    </Stack>
  );
}

const ENTRY_FILTERS = { sourceType: 'IMPORT_MATERIAL' } as const;

/** The ledger entries of one receipt: a list that only reads, its paging kept on the page. */
function ReceiptEntries({ id, basePath }: { id: number; basePath: string }) {
  const config = useMemo(
    () =>
      withOffers(withFixed(receiptEntriesScreen, { ...ENTRY_FILTERS, sourceId: id }), {
        create: false,
        view: false,
        edit: false,
        remove: false,
      }),
    [id],
  );
  const [state, setState] = useState<ListState>(() => ({
    ...listState(config.resource, {}),
    filters: { ...ENTRY_FILTERS, sourceId: String(id) },
  }));
  return (
    <ResourceList
      config={config}
      state={state}
      onStateChange={(next) => setState({ ...next, filters: state.filters })}
      basePath={basePath}
      onNavigate={() => undefined}
    />
  );
}
