import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs as AriaTabs,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

/** Tabs: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs(props: Omit<TabsProps, 'className' | 'style'>) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

/** The row of tabs; needs an `aria-label`. */
export function TabList<T extends object>(
  props: Omit<TabListProps<T>, 'className' | 'style'> & { 'aria-label': string },
) {
  return <AriaTabList {...props} className={styles.list} />;
}

export function Tab(props: Omit<TabProps, 'className' | 'style'>) {
  return <AriaTab {...props} className={styles.tab} />;
}

export function TabPanel(props: Omit<TabPanelProps, 'className' | 'style'>) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
