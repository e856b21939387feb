import * as ariaStringsEnUSModule from 'react-aria-components/i18n/en-US';
import { registerAriaStrings } from './locale/aria.ts';
import { ariaStringsId } from './locale/aria-id.ts';
import type { AriaPackageStrings } from './locale/aria-types.ts';
import { UiLocaleProvider, type UiLocaleProviderProps } from './UiLocale.tsx';

// Both languages' react-aria strings, up front (an app may load only the one it speaks: `loadUiTexts`).
// react-aria-components' `i18n/*` typings declare the default export as a type only; at run time it is the
// string table.
registerAriaStrings('id', ariaStringsId);
registerAriaStrings('en-US', (ariaStringsEnUSModule as unknown as { default: AriaPackageStrings }).default);

export type UiProviderProps = UiLocaleProviderProps;

/** Put once at the root: locale for react-aria (with Indonesian built-in strings) and the ui texts. */
export function UiProvider(props: UiProviderProps) {
  return <UiLocaleProvider {...props} />;
}
