import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css.ts';

/** The spec's narrow screens (768 px or less): the shell's header and the lists compact themselves. */
export const narrowScreen = 'screen and (max-width: 768px)';

const layoutProperties = defineProperties({
  conditions: { mobile: {}, tablet: { '@media': 'screen and (min-width: 769px)' } },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    gridTemplateColumns: { one: '1fr', two: 'repeat(2, minmax(0, 1fr))', three: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** Layout-only sprinkles (spacing, flex, grid). Colours and type come from primitives, not sprinkles. */
export const layout = createSprinkles(layoutProperties);
export type LayoutProps = Parameters<typeof layout>[0];
