/**
 * The handlers as the worker exposes them. The board's first compute is in the worker's entry;
 * every other handler loads its module on its first call, so a tablet's first start fetches
 * and compiles the layout code only (the checkout's and the drop rules' code came to about
 * two thirds of the worker). Their modules are precached with the rest of the app.
 */
import type { WorkerApi, WorkerMethod } from './api';
import { boardHandlers } from './board-handlers';
import { loadOnce } from './load-once';

type Input<K extends WorkerMethod> = Parameters<WorkerApi[K]>[0];
type Answer<K extends WorkerMethod> = ReturnType<WorkerApi[K]>;
type HandlerMap<K extends WorkerMethod> = { [P in K]: (input: Input<P>) => Answer<P> };

/** Comlink awaits what a handler returns, so a handler may answer now or once its module is in. */
type ExposedApi = { [K in WorkerMethod]: (input: Input<K>) => Answer<K> | Promise<Answer<K>> };

/** A handler of `load`'s map that imports it on its first call (the import is cached after). */
const onFirstUse =
  <K extends WorkerMethod>(load: () => Promise<HandlerMap<K>>) =>
  <N extends K>(name: N) =>
  async (input: Input<N>): Promise<Answer<N>> => {
    const map: HandlerMap<N> = await load();
    return map[name](input);
  };

const boardInteraction = onFirstUse(loadOnce(() => import('./board-interaction-handlers').then((m) => m.boardInteractionHandlers)));
const checkout = onFirstUse(loadOnce(() => import('./checkout-handlers').then((m) => m.checkoutHandlers)));

export const exposedHandlers = {
  ...boardHandlers,
  validateDrop: boardInteraction('validateDrop'),
  validateResize: boardInteraction('validateResize'),
  findFreeSlots: boardInteraction('findFreeSlots'),
  clipboardPlacement: boardInteraction('clipboardPlacement'),
  dayStats: boardInteraction('dayStats'),
  calculateBill: checkout('calculateBill'),
  computeBill: checkout('computeBill'),
  validateActionTime: checkout('validateActionTime'),
  splitTip: checkout('splitTip'),
  applyPendingPosActions: checkout('applyPendingPosActions'),
} satisfies ExposedApi;
