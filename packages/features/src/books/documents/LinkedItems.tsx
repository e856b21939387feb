/**
 * The raw materials or products a supplier or sub-contractor delivers, a card of the party view's side panel:
 * the linked items, link one of the unit's items, the way to create one and link it in one step (a form the
 * party view opens through the address, `LinkedItemForm`), and unlink after a confirmation. Receipts from the
 * party take only these items.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { ComboBox } from '@vlegal/ui/ComboBox';
import { ConfirmDialog } from '@vlegal/ui/ConfirmDialog';
import { type DataTableColumns, DataTable, dataTableColumns } from '@vlegal/ui/DataTable';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { HeadingLevel } from '@vlegal/ui/PageHeader';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../../resource-screens/ResourceForm.tsx';
import {
  offersNew,
  type Row,
  type ScreenConfig,
  withAuthorities,
  withFixed,
} from '../../resource-screens/screen-config.ts';
import { pageOf } from '../../shared/serverList.ts';
import { productScreen, rawMaterialScreen } from '../configs/index.ts';
import * as styles from '../../resource-screens/details.css.ts';
import { type Item, LINK_CALLS, type Party } from './links.ts';

export const ITEM_SCREENS: Record<Item, ScreenConfig> = {
  rawMaterial: rawMaterialScreen,
  product: productScreen,
};

/** The query of a party's linked items of one kind (the receipt form reads it too). */
export function linkedQueryOptions(party: Party, item: Item, partyId: number) {
  const calls = LINK_CALLS[party][item];
  return {
    queryKey: [calls.path, { [`${party}Id`]: partyId }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => calls.list(partyId, { signal }),
  };
}

/** The unit's items of one kind matching the typed text: those a party may be linked to. */
async function unitItems(config: ScreenConfig, unitId: number, text: string, signal: AbortSignal) {
  const query = text.trim();
  const params = { businessUnitId: unitId, size: 20 };
  const answer = query
    ? await config.api.search({ ...params, query }, { signal })
    : await config.api.list(params, { signal });
  return pageOf<Row>(answer).rows.map((row) => ({ id: row.id, label: config.rowLabel(row) }));
}

export interface LinkedItemsProps {
  party: Party;
  partyId: number;
  /** The party's unit: its items are the ones to pick. */
  unitId: number;
  item: Item;
  authorities: readonly string[];
  /** The create-and-link form is open (its way in is not offered again). */
  creating: boolean;
  /** Address that opens the create-and-link form. */
  createHref: string;
}

export function LinkedItems({
  party,
  partyId,
  unitId,
  item,
  authorities,
  creating,
  createHref,
}: LinkedItemsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const calls = LINK_CALLS[party][item];
  const target = ITEM_SCREENS[item];
  const query = linkedQueryOptions(party, item, partyId);
  const answer = useQuery(query);
  const rows = pageOf<Row>(answer.data).rows;
  const mayWrite = offersNew(withAuthorities(target, authorities));
  const [picked, setPicked] = useState<number | null>(null);
  const [unlinking, setUnlinking] = useState<Row | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [calls.path] });
  const link = useMutation({
    mutationFn: (itemId: number) => calls.link(partyId, itemId),
    onSuccess: async () => {
      setPicked(null);
      await refresh();
    },
  });
  const unlink = useMutation({
    mutationFn: (row: Row) => calls.unlink(partyId, row.id),
    onSettled: async () => {
      setUnlinking(null);
      await refresh();
    },
  });
  const columns = useMemo(() => {
    const col = dataTableColumns<Row>();
    return col.columns([
      col.accessor((row) => String(row.code ?? ''), {
        id: 'code',
        header: () => t(`resources.${item}.fields.code`),
      }),
      col.accessor((row) => String(row.name ?? ''), {
        id: 'name',
        header: () => t(`resources.${item}.fields.name`),
      }),
    ]) as DataTableColumns<Row>;
  }, [item, t]);
  const plural = t(`resources.${item}.plural`);
  return (
    <Card title={t(`links.${item}.title`)}>
      <Stack gap="md">
        {link.isError ? (
          <Alert intent="danger" onDismiss={() => link.reset()} timeout={null}>
            {t('links.linkFailed')}
          </Alert>
        ) : null}
        {unlink.isError ? (
          <Alert intent="danger" onDismiss={() => unlink.reset()} timeout={null}>
            {t('links.unlinkFailed')}
          </Alert>
        ) : null}
        {unlink.isSuccess && unlink.variables ? (
          <Alert intent="success" onDismiss={() => unlink.reset()}>
            {t('links.unlinked', { label: target.rowLabel(unlink.variables) })}
          </Alert>
        ) : null}
        <DataTable<Row>
          caption={t('resources.list.caption', { plural: t(`links.${item}.title`) })}
          hideCaption
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.id)}
          rowLabel={(row) => target.rowLabel(row)}
          isLoading={answer.isPending}
          {...(answer.isError
            ? { error: t('resources.list.error'), onRetry: () => void answer.refetch() }
            : {})}
          emptyMessage={t(`links.${item}.empty`)}
          {...(mayWrite
            ? {
                rowActions: {
                  render: (row: Row) => (
                    <Button size="sm" variant="outline" intent="danger" onPress={() => setUnlinking(row)}>
                      {t('links.unlink', { label: target.rowLabel(row) })}
                    </Button>
                  ),
                },
              }
            : {})}
        />
        {mayWrite ? (
          <Inline gap="sm" align="flex-end">
            <ComboBox
              key={`${item}-${link.submittedAt}`}
              label={t(`links.${item}.pick`, { plural })}
              search={(text, signal) => unitItems(target, unitId, text, signal)}
              selectedKey={picked}
              onSelectionChange={(key) => setPicked(key === null ? null : Number(key))}
            />
            <Button
              intent="primary"
              isDisabled={picked === null}
              isLoading={link.isPending}
              onPress={() => {
                if (picked !== null) link.mutate(picked);
              }}
            >
              {t('links.link')}
            </Button>
          </Inline>
        ) : null}
        {/* Under the picker, not in the card's narrow title bar: the other way to an item it delivers. */}
        {mayWrite && !creating ? (
          <div>
            <LinkButton href={createHref} variant="outline" intent="primary">
              {t(`links.${item}.create`)}
            </LinkButton>
          </div>
        ) : null}
      </Stack>
      <ConfirmDialog
        isOpen={unlinking !== null}
        onOpenChange={(open) => {
          if (!open && !unlink.isPending) setUnlinking(null);
        }}
        title={t('links.unlinkTitle')}
        intent="danger"
        confirmLabel={t('links.unlinkConfirm')}
        cancelLabel={t('resources.actions.back')}
        isConfirming={unlink.isPending}
        onConfirm={() => {
          if (unlinking) unlink.mutate(unlinking);
        }}
      >
        {unlinking ? t(`links.${item}.unlinkBody`, { label: target.rowLabel(unlinking) }) : null}
      </ConfirmDialog>
    </Card>
  );
}

export interface LinkedItemFormProps {
  party: Party;
  partyId: number;
  unitId: number;
  item: Item;
  authorities: readonly string[];
  /** Address that closes the form. */
  closeHref: string;
  onCreated: () => void;
}

/**
 * The form creating an item of the party's unit and linking it to the party in one step, in the party view's
 * main column (room for its fields); it takes the focus when it opens, so that it is seen and read.
 */
export function LinkedItemForm({
  party,
  partyId,
  unitId,
  item,
  authorities,
  closeHref,
  onCreated,
}: LinkedItemFormProps) {
  const queryClient = useQueryClient();
  const calls = LINK_CALLS[party][item];
  const target = ITEM_SCREENS[item];
  // Create-and-link writes the new item and the link in one call of the link's own.
  const creator = useMemo<ScreenConfig>(() => {
    const fixed = withAuthorities(withFixed(target, { businessUnitId: unitId }), authorities);
    return { ...fixed, api: { ...fixed.api, create: (body: never) => calls.create(partyId, body) } };
  }, [target, unitId, authorities, calls, partyId]);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.focus(), []);
  if (!offersNew(withAuthorities(target, authorities))) return null;
  return (
    <div ref={frame} tabIndex={-1} className={styles.focusTarget}>
      <HeadingLevel level={2}>
        <ResourceForm
          config={creator}
          listHref={closeHref}
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: [calls.path] });
            onCreated();
          }}
        />
      </HeadingLevel>
    </div>
  );
}
