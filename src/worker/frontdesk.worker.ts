/**
 * The front desk web worker: scheduler layout and rules, bill and tip figures, and the
 * drawer rebase run here so a 2,000-booking day never blocks dragging or typing.
 * Created by client.ts with `new Worker(new URL(...), { type: 'module' })`; built as an ES
 * module (vite.config.ts) so its handlers can load their code on first use.
 */
import { expose } from 'comlink';
import { exposedHandlers } from './exposed-handlers';

expose(exposedHandlers);
