/**
 * The one way the browser talks to /api: the {success, message, result, code} envelope,
 * cookies, JSON and the CSRF double-submit header. Failures are typed so callers can tell
 * "the server said no" (ApiError) from "we could not reach it" (OfflineError).
 */
import { ApiPath, SERVER_NOW_HEADER, XSRF_COOKIE, XSRF_HEADER, type Envelope } from '../domain/api';
import { ErrorCode } from '../domain/errors';
import { problemOfWire, type FieldProblem } from '../domain/schemas/problem-codes';
import type { KnownRefusal } from '../domain/refusal-facts';
import { browserOnline, reportServerReachable } from './connection';
import { deskClock, type DeskClock } from './desk-clock';

/** A tablet on a bad link must not hang on a request: give up and treat it as offline. */
const REQUEST_TIMEOUT_MS = 15_000;


export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The server's own wording, null when it sent none. */
  readonly serverMessage: string | null;
  /** A refusal's fields: the English words per field, and the problems the form translates. */
  readonly fields: Readonly<Record<string, string>>;
  readonly problems: Readonly<Record<string, FieldProblem>>;
  /** A refusal's figures and names as sent, read with their schema where shown (refusal-facts.ts). */
  readonly facts: unknown;
  /** The code with its facts once read with their schema; null when there are none or they do not have its shape. */
  readonly refusal: KnownRefusal | null;

  constructor(
    status: number,
    code: ErrorCode | undefined,
    serverMessage: string | null,
    detail: { fields?: Record<string, string>; problems?: Record<string, FieldProblem>; facts?: unknown; refusal?: KnownRefusal | null } = {},
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.fields = detail.fields ?? {};
    this.problems = detail.problems ?? {};
    this.facts = detail.facts;
    this.refusal = detail.refusal ?? null;
  }
}

/** The network failed (no link, DNS, timeout, gateway cannot reach the server). */
export class OfflineError extends Error {
  constructor(cause?: unknown) {
    super('The server cannot be reached', { cause });
    this.name = 'OfflineError';
  }
}

export function isOfflineError(error: unknown): error is OfflineError {
  return error instanceof OfflineError;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// ---- session expiry ----

export const SESSION_EXPIRED = 'session-expired';
const sessionEvents = new EventTarget();

/** Calls whose 401 is an answer, not an expired session. */
const NO_EXPIRY_EVENT: ReadonlySet<string> = new Set([ApiPath.CHECK_LOGIN, ApiPath.LOGIN, ApiPath.LOGOUT]);

export function onSessionExpired(listener: () => void): () => void {
  sessionEvents.addEventListener(SESSION_EXPIRED, listener);
  return () => sessionEvents.removeEventListener(SESSION_EXPIRED, listener);
}

/** Someone signed in again after an expiry: the paused sync queue may go on. */
export const SESSION_RESUMED = 'session-resumed';

export function onSessionResumed(listener: () => void): () => void {
  sessionEvents.addEventListener(SESSION_RESUMED, listener);
  return () => sessionEvents.removeEventListener(SESSION_RESUMED, listener);
}

export function notifySessionResumed(): void {
  sessionEvents.dispatchEvent(new Event(SESSION_RESUMED));
}

// ---- helpers ----

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, params?: QueryParams): string {
  if (!params) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== null && v !== undefined) qs.set(k, String(v));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'result' in value;
}

/** A refusal's facts read with their schema, which (with zod) loads only for an answer that has some. */
async function refusalOf(code: string | undefined, facts: unknown): Promise<KnownRefusal | null> {
  if (code === undefined || facts === undefined || facts === null) return null;
  const { readRefusalFacts } = await import('../domain/refusal-facts');
  return readRefusalFacts({ code, facts });
}

/** A refusal's per-field detail, kept only where it has the expected shape. */
function fieldDetail(payload: Envelope<unknown>): { fields: Record<string, string>; problems: Record<string, FieldProblem>; facts: unknown } {
  const fields: Record<string, string> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const [key, value] of Object.entries(payload.fields ?? {})) if (typeof value === 'string') fields[key] = value;
  for (const [key, value] of Object.entries(payload.problems ?? {})) {
    const problem = problemOfWire(value);
    if (problem) problems[key] = problem;
  }
  return { fields, problems, facts: payload.facts };
}

const ERROR_CODES: ReadonlySet<unknown> = new Set(Object.values(ErrorCode));

// By value: the board's codes sit under other keys (READ_ONLY: 'SCHEDULER_READ_ONLY').
function isErrorCode(value: unknown): value is ErrorCode {
  return ERROR_CODES.has(value);
}

/** Gateway answers without our envelope mean the api process itself is unreachable. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export type ApiClientOptions = {
  /** Defaults to the global fetch, looked up at call time (tests stub it). */
  fetch?: typeof fetch;
  /** Prefix for every path: '' in the browser (same origin), `http://host:port` elsewhere. */
  baseUrl?: string;
  /** Where the xsrf cookie is read from: document.cookie in the browser, a cookie jar in tests. */
  readCookie?: (name: string) => string | null;
  /** The clock the server's time is noted on: the browser's desk clock unless a test gives its own. */
  clock?: Pick<DeskClock, 'deviceMs' | 'note'>;
};

/** A conditional GET's outcome: unchanged since the tag sent (304), or the new result and its tag. */
export type Conditional<T> = { changed: false } | { changed: true; result: T; etag: string | null };

export type ApiClient = {
  get<T>(path: string, params?: QueryParams): Promise<T>;
  /** GET with If-None-Match when a tag is given: a 304 answers { changed: false }. */
  getIfChanged<T>(path: string, params: QueryParams | undefined, etag: string | null): Promise<Conditional<T>>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** multipart/form-data (uploads): the browser sets the content type and boundary. */
  postForm<T>(path: string, form: FormData): Promise<T>;
};

/**
 * One client per "tablet": the app uses the default one; tests build several (each with its
 * own cookie jar) to play two tablets against one server in the same process.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const cookie = options.readCookie ?? readCookie;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const clock = options.clock ?? deskClock;

  /** The network half: a Response, or OfflineError when the server could not be reached. */
  async function send(method: 'GET' | 'POST', path: string, body?: unknown, form?: FormData, ifNoneMatch?: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined && form === undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') {
      const token = cookie(XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }
    if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;

    // With no link at all the request could only fail (a console error each time): say so at once.
    if (!browserOnline()) throw new OfflineError();
    const sentAtMs = clock.deviceMs();
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'include',
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        // A conditional GET must show its 304 to us, not be turned into the browser's cached 200.
        ...(ifNoneMatch ? { cache: 'no-store' as const } : {}),
      });
    } catch (cause) {
      reportServerReachable(false);
      throw new OfflineError(cause);
    }
    const serverNow = response.headers.get(SERVER_NOW_HEADER);
    if (serverNow) clock.note({ serverMs: Number(serverNow), sentAtMs, receivedAtMs: clock.deviceMs() });
    return response;
  }

  /** The envelope half: the result, or the refusal as an ApiError. */
  async function read<T>(response: Response, path: string): Promise<T> {
    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      payload = null;
    }

    if (!isEnvelope(payload)) {
      if (GATEWAY_STATUSES.has(response.status)) {
        reportServerReachable(false);
        throw new OfflineError();
      }
      reportServerReachable(true);
      throw new ApiError(response.status, ErrorCode.SERVER_ERROR, null);
    }
    reportServerReachable(true);

    const pathOnly = path.split('?')[0] ?? path;
    if (response.status === 401 && !NO_EXPIRY_EVENT.has(pathOnly)) {
      sessionEvents.dispatchEvent(new Event(SESSION_EXPIRED));
    }
    if (!response.ok || !payload.success) {
      const message = typeof payload.message === 'string' && payload.message ? payload.message : null;
      const code = isErrorCode(payload.code) ? payload.code : undefined;
      const detail = fieldDetail(payload);
      throw new ApiError(response.status, code, message, { ...detail, refusal: await refusalOf(code, detail.facts) });
    }
    // The envelope's result is typed by the contract in domain/api.ts.
    return payload.result as T;
  }

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, form?: FormData): Promise<T> {
    return read<T>(await send(method, path, body, form), path);
  }

  async function getIfChanged<T>(path: string, params: QueryParams | undefined, etag: string | null): Promise<Conditional<T>> {
    const full = withQuery(path, params);
    const response = await send('GET', full, undefined, undefined, etag ?? undefined);
    if (response.status === 304) {
      reportServerReachable(true);
      return { changed: false };
    }
    const result = await read<T>(response, full);
    return { changed: true, result, etag: response.headers.get('etag') };
  }

  return {
    get: <T>(path: string, params?: QueryParams) => request<T>('GET', withQuery(path, params)),
    getIfChanged,
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
    postForm: <T>(path: string, form: FormData) => request<T>('POST', path, undefined, form),
  };
}

/** The browser's own client: same origin, global fetch, document.cookie. */
export const defaultApiClient: ApiClient = createApiClient();

export function apiGet<T>(path: string, params?: QueryParams): Promise<T> {
  return defaultApiClient.get<T>(path, params);
}

export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return defaultApiClient.post<T>(path, body);
}

export function apiPostForm<T>(path: string, form: FormData): Promise<T> {
  return defaultApiClient.postForm<T>(path, form);
}
