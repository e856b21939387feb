import { Dot, Menu as MenuIcon } from 'lucide-react';
import { type FocusEvent, type PointerEvent, type ReactNode, useState } from 'react';
import { useFocusVisible } from 'react-aria';
// The router react-aria's links navigate with (its `RouterProvider`), as react-aria-components' Link takes it.
import { handleLinkClick, useRouter } from 'react-aria/private/utils/openLink';
import { Button as AriaButton } from 'react-aria-components';
import { button } from './Button.css.ts';
import * as styles from './Shell.css.ts';
import { useUiStrings } from './UiStrings.tsx';

export interface SidebarLink {
  id: string;
  label: string;
  href: string;
  /** A decorative icon (e.g. a lucide icon), the only thing shown when a static sidebar is closed. */
  icon?: ReactNode;
}

export interface SidebarSection {
  id: string;
  /** Group heading; leave out for an untitled group. */
  title?: string;
  links: readonly SidebarLink[];
}

export interface SidebarProps {
  id: string;
  sections: readonly SidebarSection[];
  /** The id of the current page's link (`aria-current="page"`). */
  currentId?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** `static` pushes the content and collapses to icons; `floating` overlays the content and hides. */
  mode: 'static' | 'floating';
  /** Offer the pin/unpin button that switches the mode. */
  onModeChange?: (mode: 'static' | 'floating') => void;
  'aria-label'?: string;
}

/**
 * The main navigation. Open or closed, static or floating; Escape closes a floating sidebar.
 * Timing (auto-close) and breakpoints belong to the app, which controls `isOpen` and `mode`.
 */
export function Sidebar({
  id,
  sections,
  currentId,
  isOpen,
  onOpenChange,
  mode,
  onModeChange,
  'aria-label': ariaLabel,
}: SidebarProps) {
  const strings = useUiStrings();
  // The hovered and the focused link, read once for the whole menu: its links (dozens, on every page) are
  // plain anchors, with none of react-aria's per-link press, hover and focus hooks.
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const { isFocusVisible } = useFocusVisible();
  const linkOf = (target: EventTarget) =>
    (target as Element).closest<HTMLElement>('a[data-link]')?.dataset.link ?? null;
  return (
    <nav
      id={id}
      aria-label={ariaLabel ?? strings.navigation}
      className={styles.sidebar}
      data-open={isOpen}
      data-mode={mode}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mode === 'floating' && isOpen) {
          event.stopPropagation();
          onOpenChange(false);
        }
      }}
      // A mouse or a pen hovers (a finger does not, as with react-aria's hover).
      onPointerOver={(event: PointerEvent) => {
        if (event.pointerType !== 'touch') setHovered(linkOf(event.target));
      }}
      onPointerLeave={() => setHovered(null)}
      onFocus={(event: FocusEvent) => setFocused(linkOf(event.target))}
      onBlur={() => setFocused(null)}
    >
      {onModeChange && isOpen ? (
        <div className={styles.sidebarTools}>
          <AriaButton
            className={button({ variant: 'ghost', intent: 'neutral', size: 'sm' })}
            aria-pressed={mode === 'static'}
            onPress={() => onModeChange(mode === 'static' ? 'floating' : 'static')}
          >
            {strings.pinNavigation}
          </AriaButton>
        </div>
      ) : null}
      {sections.map((section) => (
        <div key={section.id}>
          {section.title ? (
            <div className={styles.sidebarGroup} id={`${id}-${section.id}`}>
              {section.title}
            </div>
          ) : null}
          <ul
            className={styles.sidebarList}
            aria-labelledby={section.title ? `${id}-${section.id}` : undefined}
          >
            {section.links.map((link) => (
              <li key={link.id}>
                <NavLink
                  link={link}
                  isCurrent={link.id === currentId}
                  isHovered={hovered === link.id}
                  isFocusVisible={focused === link.id && isFocusVisible}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** A link of the menu: the app's router takes a plain click, the browser any other (a new tab). */
function NavLink({
  link,
  isCurrent,
  isHovered,
  isFocusVisible,
}: {
  link: SidebarLink;
  isCurrent: boolean;
  isHovered: boolean;
  isFocusVisible: boolean;
}) {
  const router = useRouter();
  return (
    <a
      href={router.useHref(link.href)}
      data-link={link.id}
      className={styles.navLink}
      aria-current={isCurrent ? 'page' : undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      onClick={(event) => handleLinkClick(event, router, link.href, undefined)}
    >
      <span className={styles.navIcon} aria-hidden="true">
        {link.icon ?? <Dot size={20} />}
      </span>
      <span className={styles.navLabel}>{link.label}</span>
    </a>
  );
}

export interface SidebarToggleProps {
  /** The sidebar's id (`aria-controls`). */
  controls: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  id?: string;
}

/** The button that opens and closes the sidebar (in the Header); a Tour step can point at its `id`. */
export function SidebarToggle({ controls, isOpen, onOpenChange, id }: SidebarToggleProps) {
  const strings = useUiStrings();
  return (
    <AriaButton
      id={id}
      className={button({ variant: 'ghost', intent: 'neutral', iconOnly: true })}
      aria-controls={controls}
      aria-expanded={isOpen}
      aria-label={isOpen ? strings.closeNavigation : strings.openNavigation}
      onPress={() => onOpenChange(!isOpen)}
    >
      <MenuIcon size={20} aria-hidden="true" />
    </AriaButton>
  );
}
