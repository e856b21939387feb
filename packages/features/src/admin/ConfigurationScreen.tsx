import { useQuery } from '@tanstack/react-query';
import { getGetConfigPropsQueryOptions, getGetEnvQueryOptions } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { TextField } from '@vlegal/ui/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './admin.css.ts';
import { visibleText } from './filter.ts';

interface Property {
  key: string;
  value: string;
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'));

/** Configuration beans (`configprops`): prefix and properties. */
export function beansOf(document: unknown): { name: string; properties: Property[] }[] {
  const beans = object(object(object(object(document).contexts).application).beans);
  return Object.entries(beans).map(([name, bean]) => ({
    name: typeof object(bean).prefix === 'string' ? String(object(bean).prefix) : name,
    properties: Object.entries(object(object(bean).properties)).map(([key, value]) => ({
      key,
      value: text(value),
    })),
  }));
}

const col = dataTableColumns<Property>();

/** `/app/administration/configuration`: the server's settings and environment (secrets masked), searchable. */
export function ConfigurationScreen() {
  const { t } = useTranslation();
  const props = useQuery(getGetConfigPropsQueryOptions());
  const env = useQuery(getGetEnvQueryOptions());
  const [filter, setFilter] = useState('');
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('key', { header: () => t('admin.configuration.key') }),
        col.accessor('value', {
          header: () => t('admin.configuration.value'),
          cell: (info) => <span className={styles.mono}>{info.getValue()}</span>,
        }),
      ]) as DataTableColumns<Property>,
    [t],
  );
  const sections = [
    ...beansOf(props.data?.status === 200 ? props.data.data : undefined).map((bean) => ({
      title: t('admin.configuration.bean', { name: bean.name }),
      properties: bean.properties,
    })),
    ...(env.data?.status === 200 ? env.data.data.propertySources : []).map((source) => ({
      title: t('admin.configuration.source', { name: source.name }),
      properties: Object.entries(source.properties).map(([key, value]) => ({
        key,
        value: text(object(value).value ?? value),
      })),
    })),
  ]
    .map((section) => ({
      ...section,
      properties: section.properties
        .filter((property) => visibleText(filter, property.key, property.value))
        .sort((a, b) => a.key.localeCompare(b.key)),
    }))
    .filter((section) => section.properties.length > 0);
  const profiles = env.data?.status === 200 ? env.data.data.activeProfiles : [];
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.configuration.title')}
        subtitle={
          profiles.length ? t('admin.configuration.profiles', { profiles: profiles.join(', ') }) : undefined
        }
      />
      <Card>
        <TextField
          type="search"
          label={t('admin.configuration.filter')}
          value={filter}
          onChange={setFilter}
        />
      </Card>
      {props.isPending || env.isPending ? <ProgressBar label={t('error.loading')} /> : null}
      {props.isError || env.isError ? (
        <Alert intent="danger" timeout={null}>
          {t('admin.common.loadFailed')}
        </Alert>
      ) : null}
      {!props.isPending && !env.isPending && sections.length === 0 ? (
        <p>{t('admin.common.noMatch')}</p>
      ) : null}
      {sections.map((section) => (
        <DataTable<Property>
          key={section.title}
          caption={section.title}
          columns={columns}
          data={section.properties}
          getRowId={(property) => property.key}
          rowLabel={(property) => property.key}
        />
      ))}
    </Stack>
  );
}
