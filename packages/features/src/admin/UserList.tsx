import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@vlegal/api-client/model';
import { deleteUser, updateUser } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { ConfirmDialog } from '@vlegal/ui/ConfirmDialog';
import { DataTable, type DataTableColumns, dataTableColumns, type SortingState } from '@vlegal/ui/DataTable';
import { Grid, Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { Pagination } from '@vlegal/ui/Pagination';
import { Select } from '@vlegal/ui/Select';
import { TextField } from '@vlegal/ui/TextField';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_AUTHORITIES, USER_PAGE_SIZES, type UserListState } from './userSearch.ts';
import { invalidateUsers, userListQueryOptions, usersOf, writableUser } from './users.ts';
import * as styles from '../resources/details.css.ts';
import { formatDateTime } from './format.ts';

export interface UserListProps {
  state: UserListState;
  onStateChange: (next: UserListState) => void;
  /** The signed-in administrator: cannot delete or deactivate themselves. */
  currentLogin: string;
  /** `/app/administration/user-management`. */
  basePath: string;
  onNavigate: (href: string) => void;
}

const col = dataTableColumns<AdminUser>();

/** `/app/administration/user-management`: users with search, filters, sort, paging, activation and delete. */
export function UserList({ state, onStateChange, currentLogin, basePath, onNavigate }: UserListProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const answer = useQuery(userListQueryOptions(state));
  const { users, total } = usersOf(answer.data);
  const [text, setText] = useState(state.query);
  const hintId = useId();
  useEffect(() => setText(state.query), [state.query]);
  const [doomed, setDoomed] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);

  const remove = useMutation({
    mutationFn: (user: AdminUser) => deleteUser(user.login),
    onSuccess: async (_answer, user) => {
      setNotice({ intent: 'success', text: t('admin.users.deleted', { login: user.login }) });
      await invalidateUsers(queryClient);
    },
    onError: (_error, user) =>
      setNotice({ intent: 'danger', text: t('admin.users.deleteFailed', { login: user.login }) }),
    onSettled: () => setDoomed(null),
  });
  const toggle = useMutation({
    mutationFn: (user: AdminUser) => updateUser({ ...writableUser(user), activated: !user.activated }),
    onSuccess: async (_answer, user) => {
      setNotice({
        intent: 'success',
        text: t(user.activated ? 'admin.users.deactivated' : 'admin.users.activated', { login: user.login }),
      });
      await invalidateUsers(queryClient);
    },
    onError: (_error, user) =>
      setNotice({ intent: 'danger', text: t('admin.users.saveFailed', { login: user.login }) }),
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('login', { header: () => t('admin.users.fields.login') }),
        col.accessor('email', { header: () => t('admin.users.fields.email') }),
        col.accessor((user) => [user.firstName, user.lastName].filter(Boolean).join(' '), {
          id: 'name',
          header: () => t('admin.users.fields.name'),
          enableSorting: false,
        }),
        col.accessor('activated', {
          header: () => t('admin.users.fields.activated'),
          cell: (info) => (info.getValue() ? t('admin.users.active') : t('admin.users.inactive')),
        }),
        col.accessor('langKey', {
          header: () => t('admin.users.fields.langKey'),
          cell: (info) => t(`shell.languages.${info.getValue()}`),
        }),
        col.accessor('authorities', {
          header: () => t('admin.users.fields.authorities'),
          cell: (info) => (info.getValue() as readonly string[]).map((role) => t(`role.${role}`)).join(', '),
          enableSorting: false,
        }),
        col.accessor('lastModifiedDate', {
          header: () => t('admin.users.fields.lastModifiedDate'),
          cell: (info) => formatDateTime(info.getValue(), i18n.language),
        }),
      ]) as DataTableColumns<AdminUser>,
    [t, i18n.language],
  );

  const change = (patch: Partial<UserListState>) => {
    const { saved: _saved, ...rest } = state;
    onStateChange({ ...rest, page: 1, ...patch });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ query: text.trim() });
  };
  const sorting: SortingState = state.sort.map((entry) => {
    const [id = '', direction] = entry.split(',');
    return { id, desc: direction === 'desc' };
  });
  const any = { id: '', label: t('admin.common.any') };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.users.title')}
        actions={
          <LinkButton href={`${basePath}/new`} intent="primary">
            {t('admin.users.new')}
          </LinkButton>
        }
      />
      {state.saved ? (
        <Alert intent="success" onDismiss={() => change({ page: state.page })}>
          {t('admin.users.saved', { login: state.saved })}
        </Alert>
      ) : null}
      {notice ? (
        <Alert
          intent={notice.intent}
          onDismiss={() => setNotice(null)}
          timeout={notice.intent === 'danger' ? null : undefined}
        >
          {notice.text}
        </Alert>
      ) : null}
      <Card>
        <Stack gap="md">
          <search>
            <form onSubmit={submit}>
              <Inline gap="sm" align="flex-end">
                <TextField
                  type="search"
                  label={t('admin.users.search')}
                  aria-describedby={hintId}
                  value={text}
                  onChange={setText}
                />
                <Button type="submit" variant="outline">
                  {t('admin.common.search')}
                </Button>
              </Inline>
              <p id={hintId} className={styles.hint}>
                {t('admin.users.searchHint')}
              </p>
            </form>
          </search>
          <Grid columns="three" gap="md">
            <Select
              label={t('admin.users.fields.activated')}
              description={state.query ? t('admin.users.filtersOffWhileSearching') : undefined}
              isDisabled={state.query !== ''}
              options={[
                any,
                { id: 'true', label: t('admin.users.active') },
                { id: 'false', label: t('admin.users.inactive') },
              ]}
              selectedKey={state.activated ?? ''}
              onSelectionChange={(key) => {
                const { activated: _old, ...rest } = state;
                onStateChange(
                  key === 'true' || key === 'false'
                    ? { ...rest, page: 1, activated: key }
                    : { ...rest, page: 1 },
                );
              }}
            />
            <Select
              label={t('admin.users.fields.authority')}
              isDisabled={state.query !== ''}
              options={[any, ...ALL_AUTHORITIES.map((role) => ({ id: role, label: t(`role.${role}`) }))]}
              selectedKey={state.authority ?? ''}
              onSelectionChange={(key) => {
                const { authority: _old, ...rest } = state;
                const authority = ALL_AUTHORITIES.find((role) => role === key);
                onStateChange(authority ? { ...rest, page: 1, authority } : { ...rest, page: 1 });
              }}
            />
          </Grid>
        </Stack>
      </Card>
      <DataTable<AdminUser>
        caption={t('admin.users.title')}
        hideCaption
        columns={columns}
        data={users}
        getRowId={(user) => user.login}
        rowLabel={(user) => user.login}
        sorting={sorting}
        onSortingChange={(next) =>
          change({ sort: next.map((entry) => `${entry.id},${entry.desc ? 'desc' : 'asc'}`) })
        }
        rowActions={{
          onView: (user) => onNavigate(`${basePath}/${encodeURIComponent(user.login)}/view`),
          onEdit: (user) => onNavigate(`${basePath}/${encodeURIComponent(user.login)}/edit`),
          onDelete: (user) =>
            user.login === currentLogin
              ? setNotice({ intent: 'danger', text: t('admin.users.deleteSelf') })
              : setDoomed(user),
          render: (user) =>
            user.login === currentLogin ? null : (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t(user.activated ? 'admin.users.deactivateUser' : 'admin.users.activateUser', {
                  login: user.login,
                })}
                isDisabled={toggle.isPending}
                onPress={() => toggle.mutate(user)}
              >
                {t(user.activated ? 'admin.users.deactivate' : 'admin.users.activate')}
              </Button>
            ),
        }}
        isLoading={answer.isFetching}
        error={answer.isError ? t('admin.common.loadFailed') : undefined}
        onRetry={() => void answer.refetch()}
        emptyMessage={t('admin.users.empty')}
      />
      <Pagination
        page={state.page}
        pageSize={state.size}
        total={total}
        pageSizes={USER_PAGE_SIZES}
        onPageChange={(page) => change({ page })}
        onPageSizeChange={(size) => change({ size })}
        isDisabled={answer.isFetching}
      />
      <ConfirmDialog
        isOpen={doomed !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDoomed(null);
        }}
        title={t('admin.users.deleteTitle')}
        confirmLabel={t('admin.users.delete')}
        cancelLabel={t('admin.common.cancel')}
        isConfirming={remove.isPending}
        onConfirm={() => {
          if (doomed) remove.mutate(doomed);
        }}
      >
        {doomed ? t('admin.users.deleteBody', { login: doomed.login }) : null}
      </ConfirmDialog>
    </Stack>
  );
}
