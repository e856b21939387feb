import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { button } from './Button.css.ts';
import { intent as intentClass } from './theme/intent.css.ts';
import * as styles from './Toast.css.ts';
import { useUiStrings } from './UiStrings.tsx';

/** How long a toast stays by default. */
export const TOAST_TIMEOUT_MS = 5_000;

export interface ToastContentValue {
  title: string;
  description?: ReactNode;
  intent?: 'info' | 'success' | 'danger' | 'warning';
}

export type ToastQueueType = ToastQueue<ToastContentValue>;

/** A queue of toasts; the app usually creates one and renders one `ToastRegion` for it. */
export function createToastQueue(): ToastQueueType {
  return new ToastQueue<ToastContentValue>({ maxVisibleToasts: 5 });
}

/** The app's default queue. */
export const toastQueue = createToastQueue();

/** Shows a toast; it dismisses itself after 5 s (`timeout: null` keeps it until closed). Returns its key. */
export function showToast(
  content: ToastContentValue,
  {
    timeout = TOAST_TIMEOUT_MS,
    queue = toastQueue,
  }: { timeout?: number | null; queue?: ToastQueueType } = {},
): string {
  return queue.add(content, timeout === null ? {} : { timeout });
}

/** The landmark where toasts appear (F6 jumps to it). Render once near the root. */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueueType }) {
  const strings = useUiStrings();
  return (
    <AriaToastRegion queue={queue} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={`${styles.toast} ${intentClass[toast.content.intent ?? 'info']}`}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? <Text slot="description">{toast.content.description}</Text> : null}
          </ToastContent>
          <AriaButton slot="close" className={button({ variant: 'ghost', intent: 'neutral', size: 'sm' })}>
            {strings.close}
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
