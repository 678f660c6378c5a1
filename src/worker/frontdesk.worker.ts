/**
 * The front desk web worker: scheduler layout and rules, bill and tip figures, and the
 * drawer rebase run here so a 2,000-booking day never blocks dragging or typing.
 * Created by client.ts with `new Worker(new URL(...), { type: 'module' })`.
 */
import { expose } from 'comlink';
import { handlers } from './handlers';

expose(handlers);
