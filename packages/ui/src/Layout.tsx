import type { ReactNode } from 'react';
import { layout } from './theme/layout.css.ts';
import type { vars } from './theme/theme.css.ts';

type Space = keyof typeof vars.space;

export interface StackProps {
  gap?: Space;
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end';
  children: ReactNode;
}

/** Children one under another with a gap from the theme. */
export function Stack({ gap = 'lg', align = 'stretch', children }: StackProps) {
  return (
    <div className={layout({ display: 'flex', flexDirection: 'column', gap, alignItems: align })}>
      {children}
    </div>
  );
}

export interface InlineProps {
  gap?: Space;
  align?: 'flex-start' | 'center' | 'flex-end' | 'baseline' | 'stretch';
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  children: ReactNode;
}

/** Children side by side, wrapping when space runs out. */
export function Inline({ gap = 'sm', align = 'center', justify = 'flex-start', children }: InlineProps) {
  return (
    <div
      className={layout({
        display: 'flex',
        flexWrap: 'wrap',
        gap,
        alignItems: align,
        justifyContent: justify,
      })}
    >
      {children}
    </div>
  );
}

export interface GridProps {
  /** Columns from 769 px up; one column below. */
  columns?: 'one' | 'two' | 'three';
  gap?: Space;
  children: ReactNode;
}

/** A form or card grid: one column on narrow screens, `columns` from 769 px. */
export function Grid({ columns = 'two', gap = 'lg', children }: GridProps) {
  return (
    <div
      className={layout({ display: 'grid', gap, gridTemplateColumns: { mobile: 'one', tablet: columns } })}
    >
      {children}
    </div>
  );
}
