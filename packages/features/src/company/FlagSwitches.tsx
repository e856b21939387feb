/**
 * The status switches of a row an administrator turns on or off (a company's activation, a unit's
 * status and locks): each states its current value and offers the opposite after a confirmation that
 * explains the effect, then writes the row back with the flag turned. A refusal shows the server's words.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { ConfirmDialog } from '@vlegal/ui/ConfirmDialog';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateResource } from '../resource-screens/data.ts';
import type { Row, ScreenConfig } from '../resource-screens/screen-config.ts';
import { problemIs, problemOf } from '../shared/problems.ts';
import * as styles from './company.css.ts';

/** A flag of the row; its texts are `company.flags.<name>.*`. */
export type FlagName = 'active' | 'adminLocked' | 'transLocked';

export interface FlagSwitchesProps {
  config: ScreenConfig;
  row: Row;
  flags: readonly FlagName[];
  /** Text key of the card's title. */
  title: string;
  /** `company` or `unit`: whose effect the texts explain. */
  subject: 'company' | 'unit';
}

/** The row as the update call takes it: its writable fields, the flag turned. */
function turned(config: ScreenConfig, row: Row, flag: FlagName): Record<string, unknown> {
  const body: Record<string, unknown> = { id: row.id };
  for (const field of config.resource.fields) if (!field.readOnly) body[field.name] = row[field.name] ?? null;
  body[flag] = row[flag] !== true;
  return body;
}

export function FlagSwitches({ config, row, flags, title, subject }: FlagSwitchesProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<FlagName | null>(null);
  const label = config.rowLabel(row);
  const change = useMutation({
    mutationFn: (flag: FlagName) => config.api.update(turned(config, row, flag) as never),
    onSuccess: async () => {
      setAsking(null);
      await invalidateResource(queryClient, config);
    },
    onError: () => setAsking(null),
  });
  const way = (flag: FlagName) => (row[flag] === true ? 'off' : 'on');
  // Deactivating and locking hold people back: they are the dangerous ways.
  const intentOf = (flag: FlagName) => ((flag === 'active') === (way(flag) === 'off') ? 'danger' : 'primary');
  const failure = change.isError
    ? problemIs(change.error, 'forbidden')
      ? t('company.flags.forbidden')
      : t('company.flags.failed', {
          problem:
            problemOf(change.error)?.detail ?? problemOf(change.error)?.title ?? t('company.flags.noAnswer'),
        })
    : null;
  return (
    <Card title={t(title)}>
      <Stack gap="md">
        {failure ? (
          <Alert intent="danger" onDismiss={() => change.reset()} timeout={null}>
            {failure}
          </Alert>
        ) : null}
        {change.isSuccess && change.variables ? (
          <Alert intent="success" onDismiss={() => change.reset()}>
            {t(`company.flags.${change.variables}.done.${row[change.variables] === true ? 'on' : 'off'}`, {
              label,
            })}
          </Alert>
        ) : null}
        {flags.map((flag) => (
          <div key={flag} className={styles.flag}>
            <p className={styles.flagText}>
              {t(`company.flags.${flag}.now.${row[flag] === true ? 'on' : 'off'}`)}
            </p>
            <Inline gap="sm">
              <Button
                intent={intentOf(flag)}
                variant="outline"
                isLoading={change.isPending && change.variables === flag}
                onPress={() => setAsking(flag)}
              >
                {t(`company.flags.${flag}.turn.${way(flag)}`)}
              </Button>
            </Inline>
          </div>
        ))}
      </Stack>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open && !change.isPending) setAsking(null);
        }}
        title={asking ? t(`company.flags.${asking}.turn.${way(asking)}`) : ''}
        intent={asking ? intentOf(asking) : 'danger'}
        confirmLabel={asking ? t(`company.flags.${asking}.turn.${way(asking)}`) : ''}
        cancelLabel={t('company.flags.back')}
        isConfirming={change.isPending}
        onConfirm={() => {
          if (asking) change.mutate(asking);
        }}
      >
        {asking ? t(`company.flags.${asking}.effect.${subject}.${way(asking)}`, { label }) : null}
      </ConfirmDialog>
    </Card>
  );
}
