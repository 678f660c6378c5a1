import type { Db } from '../db/db';
import type { ActionLogSink, JsonValue } from '../actionLog/actionLogRepository';
import type { MutationArgs } from '../../domain/sync';
import type { MutationName } from '../../domain/sync-protocol';
import type { ActingUser } from './actingUser';
import type { BoardFactsMemo } from '../booking/boardFacts';

/** What a handler gets once the envelope, the users and the branch have been checked. */
export type MutationContext = {
  /**
   * The transaction of the push's chunk, inside this change's own savepoint: throw AppError to
   * refuse. Any other error is recorded as a refusal too, except one that may pass on its own
   * (503, retried).
   */
  tx: Db;
  tenantId: string;
  branchId: string;
  actor: ActingUser;
  deviceId: string;
  /** The pushing tablet's number, read with the device row the push locked. */
  deviceNo: number;
  mutationId: string;
  now: Date;
  /** The boards' days and technicians this chunk has read already: a booking's check reads them once. */
  boardFacts: BoardFactsMemo;
  /** Where the hot handlers (a move, a pay-in) write their action-log line: the chunk writes them together. */
  actionLog: ActionLogSink;
};

export type MutationHandler<N extends MutationName> = {
  /** Rights the change needs, by the same rule as the UI's guards: its maker's, and the pusher's when they differ. */
  access: { required?: readonly string[]; requiredPlan?: readonly string[] };
  /** The branch the args act on: must be the mutation's branchId. */
  branchOf: (args: MutationArgs[N]) => string;
  /**
   * Whether the change may write what a board's day is made of apart from its bookings (working
   * time, breaks, services, configuration): the chunk then forgets what it had read of them.
   */
  changesBoardFacts: boolean;
  /**
   * Whether the change may write bookings, guests or their lines other than by a move that tells
   * the chunk's column memo where its line went: the chunk then forgets the columns it kept.
   */
  changesBookings: boolean;
  /** Applies the change and answers what the tablet stores as the result. */
  apply: (ctx: MutationContext, args: MutationArgs[N]) => Promise<JsonValue>;
};

/** One handler per mutation name: adding a name to the contract without a handler fails to compile. */
export type MutationHandlers = { [N in MutationName]: MutationHandler<N> };
