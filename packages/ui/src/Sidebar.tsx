import { Dot, Menu as MenuIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
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
                <Link
                  href={link.href}
                  className={styles.navLink}
                  aria-current={link.id === currentId ? 'page' : undefined}
                >
                  <span className={styles.navIcon} aria-hidden="true">
                    {link.icon ?? <Dot size={20} />}
                  </span>
                  <span className={styles.navLabel}>{link.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
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
