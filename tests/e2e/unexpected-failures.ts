// No request the app makes should fail in normal use, online or offline. Every context made by
// `newContext`/`launchProfile` is watched; `useSuite` checks after each test that nothing failed
// which that test did not declare with `expectFailures`, and fails the test with the list.
//
// Watched: console errors, uncaught page errors, requests that fail (`requestfailed`) and answers
// 400 and above, from every page and the service worker of the context. Also Dexie's signs of a
// transaction misuse, which it only warns or traces (on localhost it traces every failed table
// operation): a read or write run in another transaction's zone fails so ("object store not
// found", "transaction has already completed") while the caller may swallow the error, and a
// booking or a payment is lost without a word. And, before any harm, a task that begins inside
// a Dexie zone (the page's `Promise` is then Dexie's): React's renders and effects run in such
// tasks, and whatever they read or write would join that zone's transaction. (A zone reaching
// a microtask of its own task, as the sync loop's once did, shows by the failures it causes.)
// Not a failure: a request the page itself gave up (`net::ERR_ABORTED`: a navigation, a closed
// page, an AbortController), Chromium's own "Failed to load resource" console line, which only
// repeats a failed answer already recorded as such, and a request started before the page could
// know the test had taken the connection away (`net::ERR_INTERNET_DISCONNECTED`, started before
// its `offline` event): the app takes that as offline, as it must when a tablet's Wi-Fi drops
// mid-sync. A request started once the page knew still fails the test: the app checks
// `navigator.onLine` and should not have sent it.
import type { BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';

/**
 * What a test expects to fail. `url` alone matches any failure of a matching request;
 * with `status` only that answer; `console` matches a console error or page error by its text.
 */
export type ExpectedFailure = { readonly url: RegExp; readonly status?: number } | { readonly console: RegExp };

/** `cut`: a request the connection's going cut, with when it started and when it failed. */
type Failure = { readonly text: string; readonly url?: string; readonly status?: number; readonly message?: string; readonly cut?: { started: number; failed: number } };

/** `offlineAt`: when the test took the connection away, and when the page learned it had. */
type Watch = { failures: Failure[]; expected: ExpectedFailure[]; closed: boolean; offlineAt: number[]; started: WeakMap<Request, number> };

/** The page's `offline` event may reach us after the failure it explains. */
const OFFLINE_NEWS_LAG_MS = 1000;

const watches = new Map<BrowserContext, Watch>();

const REPEATS_A_RESPONSE = /^Failed to load resource/;

function record(watch: Watch, failure: Failure): void {
  watch.failures.push(failure);
}

function onResponse(watch: Watch, response: Response): void {
  if (response.status() < 400) return;
  const request = response.request();
  record(watch, { text: `${request.method()} ${response.url()} answered ${response.status()}`, url: response.url(), status: response.status() });
}

function onRequestFailed(watch: Watch, request: Request): void {
  const reason = request.failure()?.errorText ?? 'failed';
  if (reason === 'net::ERR_ABORTED') return;
  const started = watch.started.get(request);
  const cut = reason === 'net::ERR_INTERNET_DISCONNECTED' && started !== undefined ? { started, failed: Date.now() } : undefined;
  record(watch, { text: `${request.method()} ${request.url()} failed: ${reason}`, url: request.url(), cut });
}

/**
 * Started before the page could know it was offline: the app's offline case, not a request it
 * should not have sent. Both times are when the news reached this process, and a loaded machine
 * delivers a request's event and the page's `offline` call in either order: a request whose
 * event came up to the same lag after the page's news is given the benefit of the doubt (a full
 * npm test once failed on such a pair: the day's config asked as the test went offline).
 */
function cutByGoingOffline(watch: Watch, failure: Failure): boolean {
  const cut = failure.cut;
  return cut !== undefined && watch.offlineAt.some((at) => cut.started < at + OFFLINE_NEWS_LAG_MS && at <= cut.failed + OFFLINE_NEWS_LAG_MS);
}

/** Dexie's errors of a transaction used out of its place, and its warnings about one. */
const DEXIE_MISUSE =
  /TransactionInactiveError|NotFoundError|ReadOnlyError|SubTransactionError|PrematureCommitError|DatabaseClosedError|InvalidStateError|already completed|not part of transaction|Transaction committed too early|Readwrite transaction in liveQuery|Unhandled rejection|Dexie\.waitFor/;

/** What the page's watch (below) says when a task begins in a Dexie zone. */
const ZONE_LEAK = 'a task began inside a Dexie transaction zone';

function onConsole(watch: Watch, message: ConsoleMessage): void {
  const type = message.type();
  const text = message.text();
  if (type === 'error' && !REPEATS_A_RESPONSE.test(text)) {
    record(watch, { text: `console error: ${text} (${message.location().url})`, message: text });
  } else if ((type === 'warning' || type === 'trace') && DEXIE_MISUSE.test(text)) {
    record(watch, { text: `Dexie ${type}: ${text} (${message.location().url})`, message: text });
  }
}

/**
 * Runs in the page before its own code: Dexie swaps the global `Promise` for its own while a
 * zone is current and puts it back when the zone is left, always within one task. A message
 * task (React's scheduler runs renders and effects in them) that begins with Dexie's `Promise`
 * in place began in a zone that leaked out of the task before it.
 */
function watchDexieZones(zoneLeak: string): void {
  const nativePromise = window.Promise;
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  const set = onmessage?.set;
  if (!onmessage || !set) return;
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    ...onmessage,
    set(this: MessagePort, handler: ((event: MessageEvent) => void) | null) {
      set.call(
        this,
        handler &&
          ((event: MessageEvent) => {
            if (window.Promise !== nativePromise) console.error(zoneLeak);
            handler.call(this, event);
          }),
      );
    },
  });
}

/** Starts recording a context's failures; called by `newContext` and `launchProfile`. */
export async function watchFailures(context: BrowserContext): Promise<void> {
  const watch: Watch = { failures: [], expected: [], closed: false, offlineAt: [], started: new WeakMap() };
  watches.set(context, watch);
  context.on('request', (request) => watch.started.set(request, Date.now()));
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    if (offline) watch.offlineAt.push(Date.now());
    await setOffline(offline);
  };
  // The page learns it is offline a moment after the network goes (its `offline` event): a request
  // it started before then could not have known.
  await context.exposeBinding('__frontDeskWentOffline', () => {
    watch.offlineAt.push(Date.now());
  });
  await context.addInitScript(watchDexieZones, ZONE_LEAK);
  await context.addInitScript(() => {
    window.addEventListener('offline', () => {
      const tell: unknown = Reflect.get(window, '__frontDeskWentOffline');
      if (typeof tell === 'function') void Promise.resolve(tell());
    });
  });
  context.on('response', (response) => onResponse(watch, response));
  context.on('requestfailed', (request) => onRequestFailed(watch, request));
  context.on('console', (message) => onConsole(watch, message));
  context.on('weberror', (error) => record(watch, { text: `page error: ${error.error().message}`, message: error.error().message }));
  // A context a test closes keeps its records until the test's check has read them.
  context.on('close', () => (watch.closed = true));
}

/** Declares, for the running test only, failures that are the point of the test. */
export function expectFailures(target: Page | BrowserContext, expected: readonly ExpectedFailure[]): void {
  const context = 'context' in target ? target.context() : target;
  const watch = watches.get(context);
  if (!watch) throw new Error('this context is not watched: make it with newContext');
  watch.expected.push(...expected);
}

function isExpected(failure: Failure, expected: ExpectedFailure): boolean {
  if ('console' in expected) return failure.message !== undefined && expected.console.test(failure.message);
  if (failure.url === undefined || !expected.url.test(failure.url)) return false;
  return expected.status === undefined || expected.status === failure.status;
}

/**
 * Everything recorded since the last call that no declaration covers, as readable lines; clears
 * the records and the declarations, and forgets closed contexts.
 */
export function takeUnexpectedFailures(): string[] {
  return [...watches].flatMap(([context, watch]) => {
    const unexpected = watch.failures.filter((f) => !cutByGoingOffline(watch, f) && !watch.expected.some((e) => isExpected(f, e))).map((f) => f.text);
    watch.failures = [];
    watch.expected = [];
    if (watch.closed) watches.delete(context);
    return unexpected;
  });
}
