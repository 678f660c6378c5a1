/**
 * The worker's handlers: thin compositions of src/domain, nothing else. Kept apart from
 * `frontdesk.worker.ts` so tests call them directly in Node without a real Worker; the worker
 * itself exposes the same handlers with all but the board's first compute loaded on first use
 * (exposed-handlers.ts).
 */
import type { WorkerApi } from './api';
import { boardHandlers } from './board-handlers';
import { boardInteractionHandlers } from './board-interaction-handlers';
import { checkoutHandlers } from './checkout-handlers';

export const handlers = { ...boardHandlers, ...boardInteractionHandlers, ...checkoutHandlers } satisfies WorkerApi;
