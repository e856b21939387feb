/**
 * Filing a month (a unit closes its books of the month with its LMKB and LMKO) and reopening a filed one
 * (an administrator, with a reason). Loaded with the first one asked for: most visits file nothing.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileReportMonth, reopenReportMonth } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { ConfirmDialog } from '@vlegal/ui/ConfirmDialog';
import { Stack } from '@vlegal/ui/Layout';
import { TextArea } from '@vlegal/ui/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestKeys } from '../shared/requestKey.ts';
import { type Month, monthKey } from './period.ts';
import { reportProblemKey } from './reportProblems.ts';
import { invalidateReports } from './reportQueries.ts';
import * as styles from './reports.css.ts';

interface MonthDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The unit; left out on a unit's page, where the server takes the caller's only unit. */
  unitId?: number | undefined;
  month: Month;
  /** The month as the reader names it. */
  monthLabel: string;
  /** After the server took it (the page says so). */
  onDone: () => void;
}

/** Asks before filing a month: afterwards no posting may be dated in it. */
export function FileMonthDialog({ isOpen, onClose, unitId, month, monthLabel, onDone }: MonthDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // One key per month filed: a double click or a retry after a lost answer files it once.
  const keys = useRequestKeys();
  const scope = `file:${unitId ?? ''}:${monthKey(month)}`;
  const file = useMutation({
    mutationFn: () =>
      fileReportMonth(
        { year: month.year, month: month.month, ...(unitId === undefined ? {} : { businessUnitId: unitId }) },
        keys.options(scope),
      ),
    onSuccess: () => {
      keys.taken(scope);
      onDone();
    },
    // Filed or refused, the page reads the month's state again (someone else may have filed it).
    onSettled: () => invalidateReports(queryClient),
  });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open || file.isPending) return;
        file.reset();
        onClose();
      }}
      title={t('reportScreens.file.title', { month: monthLabel })}
      intent="primary"
      confirmLabel={t('reportScreens.file.confirm')}
      cancelLabel={t('reportScreens.back')}
      isConfirming={file.isPending}
      onConfirm={() => file.mutate()}
    >
      <Stack gap="sm">
        <p className={styles.paragraph}>{t('reportScreens.file.body', { month: monthLabel })}</p>
        <p className={styles.paragraph}>
          <strong>{t('reportScreens.file.closes', { month: monthLabel })}</strong>
        </p>
        {file.isError ? (
          <Alert intent="danger" timeout={null}>
            {t(reportProblemKey(file.error))}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}

/** An administrator reopens a filed month, saying why. */
export function ReopenDialog({
  isOpen,
  onClose,
  unitId,
  month,
  monthLabel,
  onDone,
}: MonthDialogProps & { unitId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useRequestKeys();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const scope = `reopen:${unitId}:${monthKey(month)}`;
  const reopen = useMutation({
    mutationFn: (why: string) =>
      reopenReportMonth(
        { businessUnitId: unitId, year: month.year, month: month.month, reason: why },
        keys.options(scope),
      ),
    onSuccess: () => {
      keys.taken(scope);
      setReason('');
      onDone();
    },
    onSettled: () => invalidateReports(queryClient),
  });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open || reopen.isPending) return;
        reopen.reset();
        setMissing(false);
        onClose();
      }}
      title={t('reportScreens.reopen.title', { month: monthLabel })}
      intent="danger"
      confirmLabel={t('reportScreens.reopen.confirm')}
      cancelLabel={t('reportScreens.back')}
      isConfirming={reopen.isPending}
      onConfirm={() => {
        const why = reason.trim();
        if (!why) return setMissing(true);
        reopen.mutate(why);
      }}
    >
      <Stack gap="md">
        <p className={styles.paragraph}>{t('reportScreens.reopen.body')}</p>
        <TextArea
          label={t('reportScreens.reopen.reason')}
          description={t('reportScreens.reopen.reasonHint')}
          isRequired
          maxLength={1000}
          rows={3}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setMissing(false);
          }}
          errorMessage={missing ? t('reportScreens.reopen.required') : undefined}
        />
        {reopen.isError ? (
          <Alert intent="danger" timeout={null}>
            {t(reportProblemKey(reopen.error))}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
