/**
 * The account field rules of the spec (§5): bounds from the domain, messages word for word from the
 * texts. Each builder takes `t` so the messages follow the current language; build schemas in a
 * `useMemo` keyed on `t`.
 */
import {
  EMAIL_MAX,
  EMAIL_MIN,
  LOGIN_MAX,
  LOGIN_MIN,
  LOGIN_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@vlegal/domain/limits';
import type { TFunction } from 'i18next';
import * as yup from 'yup';

export function loginRule(t: TFunction) {
  return yup
    .string()
    .required(t('validation.login.required'))
    .min(LOGIN_MIN, t('validation.login.minlength'))
    .max(LOGIN_MAX, t('validation.login.maxlength'))
    .matches(LOGIN_PATTERN, t('validation.login.pattern'));
}

export function emailRule(t: TFunction) {
  return yup
    .string()
    .required(t('validation.email.required'))
    .min(EMAIL_MIN, t('validation.email.minlength'))
    .max(EMAIL_MAX, t('validation.email.maxlength'))
    .email(t('validation.email.invalid'));
}

export function passwordRule(t: TFunction) {
  return yup
    .string()
    .required(t('validation.password.required'))
    .min(PASSWORD_MIN, t('validation.password.minlength'))
    .max(PASSWORD_MAX, t('validation.password.maxlength'));
}

/** The confirmation of the field `passwordField` of the same object. */
export function confirmationRule(t: TFunction, passwordField: string) {
  return yup
    .string()
    .required(t('validation.confirmPassword.required'))
    .min(PASSWORD_MIN, t('validation.confirmPassword.minlength'))
    .max(PASSWORD_MAX, t('validation.confirmPassword.maxlength'))
    .oneOf([yup.ref(passwordField)], t('validation.confirmPassword.mismatch'));
}
