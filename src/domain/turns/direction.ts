/** Which way a turn moves, apart from the turn changes' schemas (args.ts) so the first screen does not load zod. */

export const TurnDirection = { UP: 'UP', DOWN: 'DOWN' } as const;

export type TurnDirection = (typeof TurnDirection)[keyof typeof TurnDirection];

/** Half turns: a long day of walk-ins stays far below this. */
export const MAX_HALF_TURNS = 1000;
