import { Button } from '@vlegal/ui/Button';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from './useNarrowScreen.ts';

// The sheet (a modal dialog) loads when first opened, as the delete confirmation does: most visits
// filter nothing, and wide screens never open it.
const Dialog = lazy(() => import('@vlegal/ui/Dialog').then((module) => ({ default: module.Dialog })));

export interface FilterSheetProps {
  /** How many filters are chosen now (the button says so). */
  chosen: number;
  /** The filters' controls. */
  children: ReactNode;
}

/**
 * A list's filters: shown as they are on a wide screen; on a narrow one (768 px or less) behind a
 * "Filters" button that opens them in a sheet, so the list's rows start on the first screen. Filters apply
 * as they are chosen; the sheet's button only closes it.
 */
export function FilterSheet({ chosen, children }: FilterSheetProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  // Once opened, the sheet stays mounted, so it closes as dialogs do (focus back on the button).
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!narrow) return children;
  const title = t('resources.list.filters');
  return (
    <>
      <Button variant="outline" intent="neutral" aria-haspopup="dialog" onPress={() => setOpen(true)}>
        <SlidersHorizontal size={18} strokeWidth={1.75} aria-hidden="true" />
        {chosen > 0 ? t('resources.list.filtersChosen', { count: chosen }) : title}
      </Button>
      {opened.current ? (
        <Suspense fallback={null}>
          <Dialog
            title={title}
            isOpen={open}
            onOpenChange={setOpen}
            actions={(close) => (
              <Button intent="primary" onPress={close}>
                {t('resources.list.filtersDone')}
              </Button>
            )}
          >
            {children}
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}
