/**
 * "Send the document", a button of a V-Legal's view: its PDF mailed to one to five addresses (an importer, a
 * forwarder, a bank) with a short message, in the language chosen for the mail (`vlegals-send-document`);
 * before approval, its draft. Offered to an administrator and the unit's exporters (`vlegalCallers.ts`). The
 * dialog checks the addresses itself, in the screens' words (the browser's checks are off); the server's
 * field errors stand on the fields they name (`recipients[1]`). Once sent, it says how many mails were
 * queued, and to whom.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSendVlegalDocument } from '@vlegal/api-client/query';
import type { VlegalSent } from '@vlegal/api-client/model';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Dialog } from '@vlegal/ui/Dialog';
import { FormRadioGroup } from '@vlegal/ui/form/RadioGroup';
import { FormTextArea, FormTextField } from '@vlegal/ui/form/TextField';
import { Stack } from '@vlegal/ui/Layout';
import { FieldArray, Form, Formik, type FormikErrors, setIn } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { localeOf } from '../i18n/setup.ts';
import { invalidateResource } from '../resource-screens/data.ts';
import type { Translate } from '../resource-screens/schema.ts';
import type { Row, ScreenConfig } from '../resource-screens/screen-config.ts';
import { fieldText } from '../shared/formProblems.ts';
import { problemOf } from '../shared/problems.ts';
import * as styles from './send.css.ts';
import { issued, useSendsVlegal } from './licence.ts';

/** The addresses a mail goes to, at most (the contract's). */
const MOST_RECIPIENTS = 5;
const MESSAGE_MAX = 1000;
const EMAIL_MAX = 254;

/** The languages a mail is written in. */
const LANGUAGES = ['in', 'en'] as const;

interface SendValues {
  recipients: string[];
  message: string;
  langKey: (typeof LANGUAGES)[number];
}

/** What the dialog reads of the V-Legal: its unit, and its state (a draft's PDF is a draft). */
interface Application {
  id: number;
  businessUnitId?: number;
  status?: string;
}

/** The rules of the dialog: each address filled, an address, once; the message within its bound. */
export function sendSchema(t: Translate) {
  const address = yup
    .string()
    .trim()
    .required(t('vlegalScreens.send.validation.required'))
    .max(EMAIL_MAX, t('resources.validation.maxLength', { max: EMAIL_MAX }))
    .email(t('vlegalScreens.send.validation.email'));
  return yup.object({
    recipients: yup
      .array()
      .of(address)
      .max(MOST_RECIPIENTS)
      // The same address twice is one mail: said on the later one.
      .test('twice', function twice(list) {
        const seen = new Set<string>();
        for (const [index, value] of (list ?? []).entries()) {
          const key = (value ?? '').trim().toLowerCase();
          if (key && seen.has(key))
            return this.createError({
              path: `${this.path}[${index}]`,
              message: t('vlegalScreens.send.validation.twice'),
            });
          seen.add(key);
        }
        return true;
      }),
    message: yup.string().max(MESSAGE_MAX, t('resources.validation.maxLength', { max: '1.000' })),
    langKey: yup.string().oneOf([...LANGUAGES]),
  });
}

/** The body of the call: the addresses as typed (trimmed), the message when there is one. */
export function sendBody(id: number, values: SendValues) {
  const message = values.message.trim();
  return {
    vlegalId: id,
    recipients: values.recipients.map((address) => address.trim()),
    ...(message ? { message } : {}),
    langKey: values.langKey,
  };
}

/**
 * The server's field errors on the dialog's fields: a text key in the reader's words; an address the
 * contract refuses (its format, in the server's words) in the dialog's own.
 */
function serverErrors(
  error: unknown,
  t: Translate,
  i18n: { exists: (key: string) => boolean; language: string },
): FormikErrors<SendValues> {
  const text = fieldText(t, i18n);
  let errors: FormikErrors<SendValues> = {};
  for (const fieldError of problemOf(error)?.fieldErrors ?? []) {
    const own = /^recipients\[\d+\]$/.test(fieldError.field) && !i18n.exists(fieldError.message);
    errors = setIn(
      errors,
      fieldError.field,
      own ? t('vlegalScreens.send.validation.email') : text(fieldError.message),
    );
  }
  return errors;
}

export function VlegalSendDocument({ row, config }: { row: Application; config: ScreenConfig }) {
  const { t } = useTranslation();
  const sends = useSendsVlegal(row, config.authorities);
  const [open, setOpen] = useState(false);
  if (!sends) return null;
  return (
    <>
      <Button intent="neutral" variant="outline" onPress={() => setOpen(true)}>
        {t('vlegalScreens.send.action')}
      </Button>
      {open ? <SendDialog row={row} config={config} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SendDialog({
  row,
  config,
  onClose,
}: {
  row: Application;
  config: ScreenConfig;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const send = useSendVlegalDocument();
  const [sent, setSent] = useState<VlegalSent | null>(null);
  const [failed, setFailed] = useState(false);
  // Sent, the button that sent is gone: the focus goes to the one closing the dialog, under the message.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) close.current?.focus();
  }, [sent]);
  const schema = useMemo(() => sendSchema(t), [t]);
  const recipientsId = useId();
  const label = config.rowLabel(row as unknown as Row);
  const initialValues: SendValues = {
    recipients: [''],
    message: '',
    langKey: i18n.language === 'en' ? 'en' : 'in',
  };
  return (
    <Formik<SendValues>
      initialValues={initialValues}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        setFailed(false);
        try {
          const answer = await send.mutateAsync({ data: sendBody(row.id, values) });
          if (answer.status === 202) setSent(answer.data);
          // The V-Legal's history took the mailing.
          await invalidateResource(queryClient, config);
        } catch (error) {
          const errors = serverErrors(error, t, i18n);
          helpers.setErrors(errors);
          setFailed(Object.keys(errors).length === 0);
        }
      }}
    >
      {({ values, isSubmitting, submitForm }) => (
        <Dialog
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen && !isSubmitting) onClose();
          }}
          isDismissable={false}
          title={t('vlegalScreens.send.title', { label })}
          actions={() =>
            sent ? (
              <Button ref={close} intent="primary" onPress={onClose}>
                {t('vlegalScreens.send.close')}
              </Button>
            ) : (
              <>
                <Button variant="outline" intent="neutral" onPress={onClose} isDisabled={isSubmitting}>
                  {t('vlegalScreens.send.cancel')}
                </Button>
                <Button intent="primary" onPress={() => void submitForm()} isLoading={isSubmitting}>
                  {t('vlegalScreens.send.submit')}
                </Button>
              </>
            )
          }
        >
          {sent ? (
            <Alert intent="success" timeout={null}>
              {t(sent.queued === 1 ? 'vlegalScreens.send.doneOne' : 'vlegalScreens.send.doneMany', {
                count: sent.queued,
                label,
                recipients: new Intl.ListFormat(localeOf(i18n.language), { type: 'conjunction' }).format(
                  sent.recipients,
                ),
              })}
            </Alert>
          ) : (
            <Form noValidate aria-label={t('vlegalScreens.send.action')}>
              <Stack gap="md">
                <p className={styles.intro}>
                  {t(issued(row) ? 'vlegalScreens.send.introFinal' : 'vlegalScreens.send.introDraft')}
                </p>
                {failed ? (
                  <Alert intent="danger" timeout={null}>
                    {t('vlegalScreens.send.failed')}
                  </Alert>
                ) : null}
                <fieldset className={styles.group} aria-describedby={`${recipientsId}-hint`}>
                  <legend className={styles.legend}>{t('vlegalScreens.send.recipients')}</legend>
                  <p id={`${recipientsId}-hint`} className={styles.hint}>
                    {t('vlegalScreens.send.recipientsHint')}
                  </p>
                  <FieldArray name="recipients">
                    {(helpers) => (
                      <Stack gap="sm">
                        {values.recipients.map((_, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: an address is its place in the list
                          <div key={index} className={styles.recipient}>
                            <FormTextField
                              name={`recipients.${index}`}
                              label={t('vlegalScreens.send.recipient', { number: index + 1 })}
                              hideLabel
                              isRequired
                              inputMode="email"
                              autoComplete="off"
                            />
                            {values.recipients.length > 1 ? (
                              <div className={styles.remove}>
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  intent="danger"
                                  aria-label={t('vlegalScreens.send.removeRecipient', { number: index + 1 })}
                                  onPress={() => helpers.remove(index)}
                                >
                                  {t('resources.lines.remove')}
                                </Button>
                              </div>
                            ) : null}
                          </div>
                        ))}
                        <div>
                          <Button
                            size="sm"
                            variant="outline"
                            intent="neutral"
                            isDisabled={values.recipients.length >= MOST_RECIPIENTS}
                            onPress={() => helpers.push('')}
                          >
                            {t('vlegalScreens.send.addRecipient')}
                          </Button>
                        </div>
                      </Stack>
                    )}
                  </FieldArray>
                </fieldset>
                <FormTextArea
                  name="message"
                  label={t('vlegalScreens.send.message')}
                  description={t('vlegalScreens.send.messageHint')}
                  maxLength={MESSAGE_MAX}
                  rows={3}
                />
                <FormRadioGroup
                  name="langKey"
                  label={t('vlegalScreens.send.language')}
                  orientation="horizontal"
                  options={LANGUAGES.map((language) => ({
                    value: language,
                    label: t(`shell.languages.${language}`),
                  }))}
                />
              </Stack>
            </Form>
          )}
        </Dialog>
      )}
    </Formik>
  );
}
