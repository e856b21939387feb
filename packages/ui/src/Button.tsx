import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { type ButtonVariants, button, spinner } from './Button.css.ts';
import { visuallyHidden } from './internal/a11y.css.ts';
import { useUiStrings } from './UiStrings.tsx';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'children'> &
  ButtonVariants & {
    children?: ReactNode;
    /** Shows a spinner, keeps the label for screen readers and blocks presses (react-aria `isPending`). */
    isLoading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

/** A button. Intent picks the colour, variant the emphasis. */
export function Button({ intent, variant, size, iconOnly, isLoading, children, ...props }: ButtonProps) {
  const strings = useUiStrings();
  return (
    <AriaButton
      {...props}
      isPending={isLoading || props.isPending}
      className={button({ intent, variant, size, iconOnly })}
    >
      {isLoading ? (
        <>
          <span className={spinner} aria-hidden="true" />
          {children}
          <span role="status" className={visuallyHidden}>
            {strings.loading}
          </span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}

export type LinkButtonProps = Omit<AriaLinkProps, 'className' | 'style' | 'children'> &
  ButtonVariants & { children?: ReactNode };

/** A link (it navigates, `href`) that looks like a button. */
export function LinkButton({ intent, variant, size, iconOnly, ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={button({ intent, variant, size, iconOnly })} />;
}
