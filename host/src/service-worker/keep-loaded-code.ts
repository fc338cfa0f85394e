/** How the page fetched its code and the federation's documents (the registry, the manifests). */
const CODE_INITIATORS = new Set(['script', 'link', 'fetch']);

/** The addresses of the code this page has loaded, each once, in the order they loaded. */
function loadedCode(): string[] {
  const entries = (performance.getEntriesByType?.('resource') ?? []) as PerformanceResourceTiming[];
  const code = entries.filter((entry) => CODE_INITIATORS.has(entry.initiatorType));
  return [...new Set(code.map((entry) => entry.name))];
}

/**
 * Tells the worker that controls the page what code the page loaded: on a member's first visit
 * the remotes' code arrives before the worker takes over, so it went past the worker, which
 * fetches and keeps it now (sw.ts, keepCode) for the garage to start offline after that one visit
 * (docs/adr/0015). The worker picks what it keeps.
 */
export function keepLoadedCode(worker: ServiceWorker | null): void {
  const urls = loadedCode();
  if (worker && urls.length > 0) worker.postMessage({ type: 'KEEP_CODE', urls });
}

/**
 * Tells the worker, as it finishes loading, the code that was already on its way when the worker
 * took over: such a fetch went past the worker and was not yet in the page's list when
 * `keepLoadedCode` read it. The worker keeps only what it does not have.
 */
export function keepCodeAsItLoads(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    const entries = list.getEntries() as PerformanceResourceTiming[];
    const urls = [
      ...new Set(
        entries.filter((entry) => CODE_INITIATORS.has(entry.initiatorType)).map((e) => e.name),
      ),
    ];
    const worker = navigator.serviceWorker?.controller;
    if (worker && urls.length > 0) worker.postMessage({ type: 'KEEP_CODE', urls });
  }).observe({ type: 'resource' });
}
