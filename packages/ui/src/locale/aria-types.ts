/** The formatter react-aria passes to a message function (@internationalized/string's LocalizedStringFormatter). */
export interface AriaFormatter {
  locale: string;
  plural(
    count: number,
    options: Record<string, string | (() => string)>,
    type?: 'cardinal' | 'ordinal',
  ): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: unknown): string;
}

export type AriaMessageArgs = Record<string, string | number | boolean | undefined>;
export type AriaMessage = string | ((args: AriaMessageArgs, formatter: AriaFormatter) => string);
/** Strings of react-aria, by package name (e.g. `@react-aria/combobox`) then key. */
export type AriaPackageStrings = Record<string, Record<string, AriaMessage>>;
