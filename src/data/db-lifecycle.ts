/**
 * What happens when the schema changes under a running tab. A newer tab upgrading the
 * database sends `versionchange` to this one: we close and reload, so both run the same
 * code. When an old tab does not let go, the new one is `blocked`: the UI tells the user to
 * close the other tabs. Kept apart from db.ts so the UI can listen without opening the db.
 */
type ReloadHandler = (dbName: string) => void;

function defaultReload(): void {
  if (typeof location !== 'undefined') location.reload();
}

let reload: ReloadHandler = defaultReload;
const events = new EventTarget();
const BLOCKED = 'blocked';
let blocked = false;

/** The sync loop installs the app's reload (tests pass a spy). Returns the previous handler. */
export function setReloadHandler(handler: ReloadHandler | null): ReloadHandler {
  const previous = reload;
  reload = handler ?? defaultReload;
  return previous;
}

export function reloadForNewVersion(dbName: string): void {
  reload(dbName);
}

export function reportDatabaseBlocked(dbName: string): void {
  blocked = true;
  events.dispatchEvent(new CustomEvent(BLOCKED, { detail: dbName }));
}

/** Cleared once the database opened after all. */
export function clearDatabaseBlocked(): void {
  if (!blocked) return;
  blocked = false;
  events.dispatchEvent(new CustomEvent(BLOCKED, { detail: null }));
}

export function isDatabaseBlocked(): boolean {
  return blocked;
}

/** The UI shows "Close the other Front Desk tabs to finish the update" while this is true. */
export function subscribeDatabaseBlocked(listener: () => void): () => void {
  events.addEventListener(BLOCKED, listener);
  return () => events.removeEventListener(BLOCKED, listener);
}
