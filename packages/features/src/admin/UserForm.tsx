import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, Authority, NewAdminUser } from '@vlegal/api-client/model';
import { createUser, getListAuthoritiesQueryOptions, updateUser } from '@vlegal/api-client/query';
import { EMAIL_MAX, EMAIL_MIN, LANGUAGES, LOGIN_MAX, LOGIN_PATTERN } from '@vlegal/domain/limits';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Checkbox } from '@vlegal/ui/Checkbox';
import { FormCheckbox } from '@vlegal/ui/form/Checkbox';
import { Grid, Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { FormSelect } from '@vlegal/ui/form/Select';
import { FormTextField } from '@vlegal/ui/form/TextField';
import { ComboBox } from '@vlegal/ui/ComboBox';
import { Form, Formik, type FormikErrors, useField, useFormikContext } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { businessUnitScreen } from '../company/configs/businessUnit.ts';
import { companyScreen } from '../company/configs/company.ts';
import { findRows, itemQueryOptions, rowOf } from '../resource-screens/data.ts';
import { LOOKUP_STALE_MS } from '../resource-screens/fields.tsx';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import { fieldErrorsOf } from '../shared/formProblems.ts';
import { problemIs, problemNameOf } from '../shared/problems.ts';
import * as styles from './admin.css.ts';
import { ALL_AUTHORITIES } from './userSearch.ts';
import { invalidateUsers, userQueryOptions, writableUser } from './users.ts';

export interface UserFormProps {
  /** The user to edit; without it the form creates one. */
  login?: string;
  listHref: string;
  onSaved: (user: AdminUser) => void;
}

interface UserValues {
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  activated: boolean;
  langKey: string;
  authorities: Authority[];
  companyId: string;
  businessUnitId: string;
}

const NAME_MAX = 50;
const ID = /^[1-9][0-9]*$/;

function valuesOf(user: AdminUser | undefined): UserValues {
  return {
    login: user?.login ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    activated: user?.activated ?? true,
    langKey: user?.langKey ?? 'in',
    authorities: user ? [...user.authorities] : ['ROLE_USER'],
    companyId: user?.companyId ? String(user.companyId) : '',
    businessUnitId: user?.businessUnitId ? String(user.businessUnitId) : '',
  };
}

function bodyOf(values: UserValues): NewAdminUser {
  const text = (value: string) => value.trim() || null;
  const id = (value: string) => (ID.test(value.trim()) ? Number(value.trim()) : null);
  return {
    login: values.login.trim(),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: values.email.trim(),
    activated: values.activated,
    langKey: values.langKey === 'en' ? 'en' : 'in',
    authorities: values.authorities,
    companyId: id(values.companyId),
    businessUnitId: id(values.businessUnitId),
  };
}

/** `/app/administration/user-management/new` and `…/{login}/edit`. */
export function UserForm({ login, listHref, onSaved }: UserFormProps) {
  const { t } = useTranslation();
  const current = useQuery({ ...userQueryOptions(login ?? ''), enabled: login !== undefined });
  const user = current.data?.status === 200 ? current.data.data : undefined;
  let body: React.ReactNode;
  if (login !== undefined && current.isPending) body = <ProgressBar label={t('error.loading')} />;
  else if (login !== undefined && !user)
    body = (
      <Alert intent="danger" timeout={null}>
        {problemIs(current.error, 'notFound') ? t('admin.users.notFound') : t('admin.common.loadFailed')}
      </Alert>
    );
  else body = <EditUser key={user?.login ?? 'new'} user={user} listHref={listHref} onSaved={onSaved} />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={user ? t('admin.users.editTitle', { login: user.login }) : t('admin.users.newTitle')}
      />
      <Card>{body}</Card>
    </Stack>
  );
}

function EditUser({
  user,
  listHref,
  onSaved,
}: {
  user: AdminUser | undefined;
  listHref: string;
  onSaved: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<'loginTaken' | 'emailTaken' | 'rejected' | 'failed' | null>(null);
  // Checked from the first attempt to save on (a message on blur would move Save under the pointer).
  const [attempted, setAttempted] = useState(false);
  const schema = useMemo(
    () =>
      yup.object({
        login: yup
          .string()
          .trim()
          .required(t('validation.login.required'))
          .max(LOGIN_MAX, t('validation.login.maxlength'))
          .matches(LOGIN_PATTERN, t('validation.login.pattern')),
        firstName: yup.string().max(NAME_MAX, t('resources.validation.maxLength', { max: NAME_MAX })),
        lastName: yup.string().max(NAME_MAX, t('resources.validation.maxLength', { max: NAME_MAX })),
        email: yup
          .string()
          .trim()
          .required(t('validation.email.required'))
          .min(EMAIL_MIN, t('validation.email.minlength'))
          .max(EMAIL_MAX, t('resources.validation.maxLength', { max: EMAIL_MAX }))
          .email(t('validation.email.invalid')),
        langKey: yup
          .string()
          .oneOf([...LANGUAGES])
          .required(t('validation.required')),
        authorities: yup.array().of(yup.string().required()).min(1, t('admin.users.authoritiesRequired')),
        companyId: yup
          .string()
          .matches(ID, { message: t('admin.users.idInvalid'), excludeEmptyString: true }),
        businessUnitId: yup
          .string()
          .matches(ID, { message: t('admin.users.idInvalid'), excludeEmptyString: true }),
      }),
    [t],
  );
  return (
    <Formik<UserValues>
      initialValues={valuesOf(user)}
      validationSchema={schema}
      validateOnBlur={attempted}
      validateOnChange={attempted}
      onSubmit={async (values, helpers) => {
        setOutcome(null);
        try {
          const request = bodyOf(values);
          const answer = user
            ? await updateUser({ ...writableUser(user), ...request })
            : await createUser(request);
          await invalidateUsers(queryClient);
          if (answer.status === 200 || answer.status === 201) onSaved(answer.data as AdminUser);
        } catch (error) {
          const name = problemNameOf(error);
          let errors: FormikErrors<UserValues> = fieldErrorsOf<UserValues>(error);
          if (name === 'loginAlreadyUsed') errors = { ...errors, login: t('admin.users.loginTaken') };
          if (name === 'emailAlreadyUsed') errors = { ...errors, email: t('admin.users.emailTaken') };
          helpers.setErrors(errors);
          setOutcome(
            name === 'loginAlreadyUsed'
              ? 'loginTaken'
              : name === 'emailAlreadyUsed'
                ? 'emailTaken'
                : name === 'constraintViolation'
                  ? 'rejected'
                  : 'failed',
          );
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('admin.users.formLabel')} onSubmitCapture={() => setAttempted(true)}>
          <Stack gap="lg">
            {outcome ? (
              <Alert intent="danger" timeout={null}>
                {t(`admin.users.outcome.${outcome}`)}
              </Alert>
            ) : null}
            <Grid columns="two" gap="lg">
              <FormTextField
                name="login"
                label={t('admin.users.fields.login')}
                isRequired
                autoComplete="off"
              />
              <FormTextField
                name="email"
                type="email"
                label={t('admin.users.fields.email')}
                isRequired
                autoComplete="off"
              />
              <FormTextField name="firstName" label={t('admin.users.fields.firstName')} />
              <FormTextField name="lastName" label={t('admin.users.fields.lastName')} />
              <FormSelect
                name="langKey"
                label={t('admin.users.fields.langKey')}
                options={LANGUAGES.map((language) => ({
                  id: language,
                  label: t(`shell.languages.${language}`),
                }))}
                isRequired
              />
              <FormCheckbox name="activated">{t('admin.users.fields.activated')}</FormCheckbox>
              <LinkLookup
                name="companyId"
                target={companyScreen}
                label={t('admin.users.fields.companyId')}
                description={t('admin.users.companyHint')}
              />
              <UnitLookup />
            </Grid>
            <AuthorityChoice />
            <Inline gap="sm">
              <Button type="submit" intent="primary" isLoading={isSubmitting}>
                {t('admin.common.save')}
              </Button>
              <LinkButton href={listHref} variant="outline" intent="neutral">
                {t('admin.common.cancel')}
              </LinkButton>
            </Inline>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** The authorities as checkboxes (the server's list when it answers, else the product's six). */
function AuthorityChoice() {
  const { t } = useTranslation();
  const [{ value }, meta, helpers] = useField<Authority[]>('authorities');
  const { submitCount } = useFormikContext();
  const listed = useQuery(getListAuthoritiesQueryOptions());
  const authorities = listed.data?.status === 200 ? listed.data.data : ALL_AUTHORITIES;
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'authorities-error' : undefined}>
      <legend className={styles.legend}>{t('admin.users.fields.authorities')}</legend>
      <Grid columns="three" gap="sm">
        {authorities.map((role) => (
          <Checkbox
            key={role}
            isSelected={value.includes(role)}
            onChange={(selected) => {
              void helpers.setValue(selected ? [...value, role] : value.filter((other) => other !== role));
              void helpers.setTouched(true, false);
            }}
          >
            {t(`role.${role}`)}
          </Checkbox>
        ))}
      </Grid>
      {error ? (
        <p id="authorities-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The company or unit an account belongs to, picked by its name (the form keeps its id, nobody reads it).
 * The combo box reads the saved row's label once, when it mounts: it waits for it the first time only.
 */
function LinkLookup({
  name,
  target,
  label,
  description,
  filters = {},
}: {
  name: 'companyId' | 'businessUnitId';
  target: ScreenConfig;
  label: string;
  description: string;
  filters?: Readonly<Record<string, number>>;
}) {
  const [{ value }, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const id = ID.test(value) ? Number(value) : undefined;
  const current = useQuery({
    ...itemQueryOptions(target, id ?? 0),
    enabled: id !== undefined,
    staleTime: LOOKUP_STALE_MS,
  });
  const row = rowOf(current.data);
  const shown = useRef(false);
  if (id !== undefined && current.isPending && !shown.current) return null;
  shown.current = true;
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <ComboBox
      label={label}
      description={description}
      errorMessage={error}
      search={(text, signal) => findRows(target, text, signal, filters)}
      defaultSelectedKey={id ?? null}
      onSelectionChange={(key) => void helpers.setValue(key === null ? '' : String(key))}
      {...(row ? { selectedLabel: target.rowLabel(row) } : {})}
    />
  );
}

/** The unit, among the picked company's (a new company's pick starts the unit's list anew). */
function UnitLookup() {
  const { t } = useTranslation();
  const [{ value: companyId }] = useField<string>('companyId');
  const company = ID.test(companyId) ? Number(companyId) : undefined;
  return (
    <LinkLookup
      key={companyId}
      name="businessUnitId"
      target={businessUnitScreen}
      label={t('admin.users.fields.businessUnitId')}
      description={t('admin.users.unitHint')}
      {...(company !== undefined ? { filters: { companyId: company } } : {})}
    />
  );
}
