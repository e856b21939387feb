import { NARROW_SCREEN_PX } from '@vlegal/domain/limits';
import { useEffect, useState } from 'react';

/** The spec's narrow screens: 768 px wide or less. */
export const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_SCREEN_PX}px)`;

/** Whether the screen is narrow now; read before the first paint, so nothing is drawn for the other width first. */
export function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/** Whether the screen is narrow, following changes of the window's width. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(isNarrowScreen);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
