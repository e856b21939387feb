import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@vlegal/api-client/model';
import { deleteUser, updateUser } from '@vlegal/api-client/query';
import { Button } from '@vlegal/ui/Button';
import { type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Grid } from '@vlegal/ui/Layout';
import { ChoiceSelect } from '@vlegal/ui/ChoiceSelect';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSheet } from '../shared/FilterSheet.tsx';
import { ServerListPage } from '../shared/ServerListPage.tsx';
import { useServerList } from '../shared/useServerList.ts';
import { formatDateTime } from '../i18n/format.ts';
import { ALL_AUTHORITIES, USER_PAGE_SIZES, type UserListState } from './userSearch.ts';
import { invalidateUsers, userListQueryOptions, writableUser } from './users.ts';

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
  const list = useServerList<AdminUser, UserListState>({
    state,
    onStateChange,
    remove: (user) => deleteUser(user.login),
    invalidate: () => invalidateUsers(queryClient),
    deletedText: (user) => t('admin.users.deleted', { login: user.login }),
    deleteFailedText: (_error, user) => t('admin.users.deleteFailed', { login: user.login }),
  });
  const toggle = useMutation({
    mutationFn: (user: AdminUser) => updateUser({ ...writableUser(user), activated: !user.activated }),
    onSuccess: async (_answer, user) => {
      list.notify({
        intent: 'success',
        text: t(user.activated ? 'admin.users.deactivated' : 'admin.users.activated', { login: user.login }),
      });
      await invalidateUsers(queryClient);
    },
    onError: (_error, user) =>
      list.notify({ intent: 'danger', text: t('admin.users.saveFailed', { login: user.login }) }),
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

  const any = { id: '', label: t('admin.common.any') };

  return (
    <ServerListPage
      list={list}
      answer={answer}
      title={t('admin.users.title')}
      newLink={{ href: `${basePath}/new`, label: t('admin.users.new') }}
      savedText={state.saved ? t('admin.users.saved', { login: state.saved }) : undefined}
      search={{
        label: t('admin.users.search'),
        hint: t('admin.users.searchHint'),
        button: t('admin.common.search'),
      }}
      filters={
        <FilterSheet chosen={(state.activated ? 1 : 0) + (state.authority ? 1 : 0)}>
          <Grid columns="three" gap="md">
            <ChoiceSelect
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
            <ChoiceSelect
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
        </FilterSheet>
      }
      table={{
        caption: t('admin.users.title'),
        columns,
        getRowId: (user) => user.login,
        rowLabel: (user) => user.login,
        rowActions: {
          viewHref: (user) => `${basePath}/${encodeURIComponent(user.login)}/view`,
          editHref: (user) => `${basePath}/${encodeURIComponent(user.login)}/edit`,
          onNavigate,
          onDelete: (user) =>
            user.login === currentLogin
              ? list.notify({ intent: 'danger', text: t('admin.users.deleteSelf') })
              : list.askDelete(user),
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
        },
        emptyMessage: t('admin.users.empty'),
      }}
      loadErrorText={t('admin.common.loadFailed')}
      pageSizes={USER_PAGE_SIZES}
      deleteDialog={{
        title: t('admin.users.deleteTitle'),
        confirmLabel: t('admin.users.delete'),
        cancelLabel: t('admin.common.cancel'),
        body: (user) => t('admin.users.deleteBody', { login: user.login }),
      }}
    />
  );
}
