import { type ComponentType, useState } from 'react';

/**
 * Story helper: the list screen with its state kept here, as the app keeps it in the address, so paging,
 * sort and search work; every change is still reported to the story's `onStateChange` spy.
 */
export function statefulList<P extends { state: unknown; onStateChange: (next: never) => void }>(
  Screen: ComponentType<P>,
) {
  return function Stateful(props: P) {
    const [state, setState] = useState(props.state);
    const onStateChange = (next: P['state']) => {
      setState(next);
      (props.onStateChange as (next: P['state']) => void)(next);
    };
    return <Screen {...props} state={state} onStateChange={onStateChange} />;
  };
}
