// A minimal store for React's useSyncExternalStore. Toasts and banners keep their state at
// module level on purpose: @vg/shared is a federation singleton, so the host's <Toaster/>
// and a remote calling toast() read and write the very same store.
export interface ExternalStore<State> {
  getState(): State;
  setState(update: (previous: State) => State): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<State>(initialState: State): ExternalStore<State> {
  let state = initialState;
  const listeners = new Set<() => void>();

  return {
    getState: () => state,
    setState(update) {
      state = update(state);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
