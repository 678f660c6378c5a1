/**
 * "Sync soon, please": every local change calls this right after its transaction commits.
 * The running loop of that database registers itself here; with no loop (tests, a follower
 * tab before it hears the leader) the request is simply dropped — start and the timer catch up.
 */
type Trigger = () => void;

const triggers = new Map<string, Trigger>();

export function registerSyncTrigger(dbName: string, trigger: Trigger): () => void {
  triggers.set(dbName, trigger);
  return () => {
    if (triggers.get(dbName) === trigger) triggers.delete(dbName);
  };
}

export function requestSyncFor(dbName: string): void {
  triggers.get(dbName)?.();
}
