/**
 * "Duplicate", a button of a V-Legal's view: the next shipment's application started from this one
 * (`vlegals/duplicate/{id}`): a new draft with the same importer, destination, ports, transport and lines,
 * dated today, its countries of harvest read again from the stock. Offered to an administrator and the
 * unit's exporters (`licence.ts`); once made, a dialog names the new draft and opens it to complete it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useDuplicateVlegal } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Dialog } from '@vlegal/ui/Dialog';
import { useTranslation } from 'react-i18next';
import { invalidateResource } from '../resource-screens/data.ts';
import type { RecordHrefs } from '../resource-screens/hrefs.ts';
import type { Row, ScreenConfig } from '../resource-screens/screen-config.ts';
import { problemOf } from '../shared/problems.ts';
import { useSendsVlegal } from './licence.ts';

/** What the button reads of the V-Legal: its id and unit. */
interface Application {
  id: number;
  businessUnitId?: number;
}

export function VlegalDuplicate({
  row,
  config,
  hrefs,
}: {
  row: Application;
  config: ScreenConfig;
  hrefs?: RecordHrefs;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const may = useSendsVlegal(row, config.authorities);
  const duplicate = useDuplicateVlegal({
    mutation: { onSuccess: () => invalidateResource(queryClient, config) },
  });
  if (!may) return null;
  const made = duplicate.data?.status === 201 ? duplicate.data.data : undefined;
  return (
    <>
      <Button
        intent="neutral"
        variant="outline"
        isLoading={duplicate.isPending}
        onPress={() => duplicate.mutate({ id: row.id })}
      >
        {t('vlegalScreens.duplicate.action')}
      </Button>
      {made || duplicate.isError ? (
        <Dialog
          isOpen
          onOpenChange={(open) => {
            if (!open) duplicate.reset();
          }}
          title={t('vlegalScreens.duplicate.title', { label: config.rowLabel(row as unknown as Row) })}
          actions={(close) => (
            <>
              <Button intent="neutral" variant="outline" onPress={close}>
                {t('vlegalScreens.duplicate.close')}
              </Button>
              {made && hrefs ? (
                <LinkButton intent="primary" href={hrefs.edit(made.id)}>
                  {t('vlegalScreens.duplicate.open')}
                </LinkButton>
              ) : null}
            </>
          )}
        >
          {made ? (
            <p>{t('vlegalScreens.duplicate.done', { number: made.applicationNumber })}</p>
          ) : (
            <Alert intent="danger" timeout={null}>
              {problemOf(duplicate.error)?.detail ?? t('vlegalScreens.duplicate.refused')}
            </Alert>
          )}
        </Dialog>
      ) : null}
    </>
  );
}
