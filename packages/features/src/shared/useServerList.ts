import { useMutation } from '@tanstack/react-query';
import type { SortingState } from '@vlegal/ui/DataTable';
import { type FormEvent, useEffect, useState } from 'react';
import { fromSorting, type PagedListState, toSorting } from './serverList.ts';

export interface Notice {
  intent: 'success' | 'danger';
  text: string;
}

export interface ServerListOptions<TRow, TState extends PagedListState> {
  /** The list's state, kept in the address by the app. */
  state: TState;
  onStateChange: (next: TState) => void;
  /** Deletes one row after the user confirmed. */
  remove: (row: TRow) => Promise<unknown>;
  /** Reads the list again after a delete. */
  invalidate: () => Promise<void>;
  deletedText: (row: TRow) => string;
  deleteFailedText: (error: Error, row: TRow) => string;
}

/**
 * The behaviour of a server-paged list screen, rendered by `ServerListPage`: the search text being typed,
 * sort and paging changes, the notice above the table and delete with confirmation. A screen adds its
 * filters with `change` and its own notices with `notify`.
 */
export function useServerList<TRow, TState extends PagedListState>({
  state,
  onStateChange,
  remove,
  invalidate,
  deletedText,
  deleteFailedText,
}: ServerListOptions<TRow, TState>) {
  const [text, setText] = useState(state.query);
  // A new address (back button, a link) replaces what was typed.
  useEffect(() => setText(state.query), [state.query]);
  const [notice, notify] = useState<Notice | null>(null);
  const [doomed, setDoomed] = useState<TRow | null>(null);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: async (_answer, row) => {
      notify({ intent: 'success', text: deletedText(row) });
      await invalidate();
    },
    onError: (error, row) => notify({ intent: 'danger', text: deleteFailedText(error, row) }),
    onSettled: () => setDoomed(null),
  });

  /** Any change starts again at the first page (unless it names one) and drops the saved notice. */
  const change = (patch: Partial<TState>) => {
    const { saved: _saved, ...rest } = state;
    onStateChange({ ...rest, page: 1, ...patch } as TState);
  };
  // No screen narrows the shared fields, so a patch of them fits every state.
  const changeShared = (patch: Partial<PagedListState>) => change(patch as Partial<TState>);

  return {
    state,
    change,
    text,
    setText,
    submitSearch: (event: FormEvent) => {
      event.preventDefault();
      changeShared({ query: text.trim() });
    },
    dismissSaved: () => changeShared({ page: state.page }),
    sorting: toSorting(state.sort),
    setSorting: (sorting: SortingState) => changeShared({ sort: fromSorting(sorting) }),
    setPage: (page: number) => changeShared({ page }),
    setSize: (size: number) => changeShared({ size }),
    notice,
    notify,
    /** The row waiting for confirmation of its delete. */
    doomed,
    askDelete: (row: TRow) => setDoomed(row),
    confirmDelete: () => {
      if (doomed) removal.mutate(doomed);
    },
    cancelDelete: () => {
      if (!removal.isPending) setDoomed(null);
    },
    isDeleting: removal.isPending,
  };
}

export type ServerList<TRow, TState extends PagedListState> = ReturnType<typeof useServerList<TRow, TState>>;
