/**
 * The tablet's IndexedDB. Screens read only from here (useLiveQuery); loaders write what the
 * server answered. Bump the version and add an upgrade when a table's shape changes.
 */
import type { TaxTotal } from '../domain/bill/tax-lines';
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { CheckoutMethod, PosActionType, TransactionRow } from '../domain/pos';
import type { Mutation } from '../domain/sync';
import type { DayTurns } from '../domain/turns/turn-order';
import type { ServiceGroupNode } from '../domain/booking/reads';
import type { PackageRow } from '../domain/catalogue/package-contract';
import type { BillDetail, CustomerLoyalty, PaymentOptions } from '../domain/bill/types';
import type { CartView } from '../domain/cart/contract';
import { clearDatabaseBlocked, reloadForNewVersion, reportDatabaseBlocked } from './db-lifecycle';
import type {
  Booking,
  BranchConfigResult,
  CheckLoginResult,
  DayConfigResult,
  Guest,
  LanguageResult,
  LoadConfigResult,
  MenuResult,
  ScheduleTechnician,
} from '../domain/api';

/** Everything the shell needs to open without the network, for one signed-in user. */
export type CachedSession = {
  userId: string;
  checkLogin: CheckLoginResult;
  menu: MenuResult | null;
  loadConfig: LoadConfigResult | null;
  language: LanguageResult | null;
  branchConfig: BranchConfigResult | null;
  savedAt: number;
};

/** Small key/value facts: who is signed in on this tablet, the last viewed day. */
export type MetaRecord = { key: string; value: string };

export const MetaKey = {
  CURRENT_USER: 'currentUserId',
  lastViewedDay: (userId: string, branchId: string) => `lastDay:${userId}:${branchId}`,
} as const;

/** One branch's day as last fetched; each part is filled by its own endpoint. */
export type DaySnapshot = {
  /** `${branchId}:${date}` */
  key: string;
  branchId: string;
  date: string;
  config: DayConfigResult | null;
  technicians: ScheduleTechnician[] | null;
  bookings: Booking[] | null;
  guests: Guest[] | null;
  /** The day's clock-ins and turn moves, fetched with the bookings (not indexed: no new version). */
  turns?: DayTurns | null;
  fetchedAt: number;
  /** When the fetch behind this copy started: changes confirmed after it may be missing from it. */
  fetchStartedAt?: number;
  /** The same per part, as polling refreshes each at its own pace (not indexed: no new version). */
  partStartedAt?: { config: number; technicians: number; bookings: number };
  /** The server's ETag of `bookings` and `guests`: the next poll sends it, and a 304 leaves this copy as it is. */
  bookingsETag?: string | null;
};

export type ClipboardSnapshot = {
  branchId: string;
  bookings: Booking[];
  guests: Guest[];
  fetchedAt: number;
  fetchStartedAt?: number;
};

export function dayKey(branchId: string, date: string): string {
  return `${branchId}:${date}`;
}

// ---- version 2: the offline engine ----

/** The single row describing this tablet to the server. */
export type DeviceRecord = {
  key: typeof DEVICE_KEY;
  deviceId: string;
  /** Short number from the server, part of every code made offline. */
  deviceNo: number;
  /** The seq the next mutation gets: 1, 2, 3, ... without gaps, per device. */
  nextSeq: number;
  /** Per branch: the last cash-bill number used on this device. */
  billCounters: Record<string, number>;
  registeredAt: number;
  lastSyncedAt: number | null;
};
export const DEVICE_KEY = 'this-device';

export const OutboxState = {
  PENDING: 'pending',
  SENDING: 'sending',
  /**
   * Already in Needs attention because a change it depends on was refused. It stays here only
   * to fill its sequence number (the server applies seqs without gaps) and is refused there too.
   */
  HELD: 'held',
} as const;
export type OutboxState = (typeof OutboxState)[keyof typeof OutboxState];

export type OutboxFields = {
  /** Insertion order; equal to seq order because both are assigned in one transaction. */
  localOrder?: number;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which the loop does not retry on its own (backoff). */
  nextAttemptAt: number;
  lastError: string | null;
  /**
   * The same server error answered, this many times in a row, to pushes headed by this change:
   * the change itself may be what the server cannot take (see stuck-change.ts).
   */
  failure?: { key: string; count: number };
};
export type OutboxEntry = Mutation & OutboxFields;

/** As the server answered it; `facts` is re-read with its schema before use (refusal-facts.ts). */
export type MutationError = { code: string; message: string; facts?: unknown };

/** A change the server refused (or one waiting on a refused change): staff decide what to do. */
export type AttentionItem = {
  /** The mutation id. */
  id: string;
  mutation: Mutation;
  error: MutationError;
  refusedAt: number;
  /** Set when this change was never judged on its own: it waits for this refused parent. */
  waitsFor?: string;
};

export type CheckoutMethodsSnapshot = { branchId: string; methods: CheckoutMethod[]; fetchedAt: number };

/** A drawer row as stored: `confirmedIn` marks rows merged locally from a push answer. */
export type StoredTransactionRow = TransactionRow & { confirmedIn?: number };

export type DrawerSnapshot = {
  /** `${branchId}:${date}` */
  key: string;
  branchId: string;
  date: string;
  /** Every checkout method: the drawer filters locally. */
  rows: StoredTransactionRow[];
  /** The server's tax summary and the bills it covers; absent on a day stored before it. */
  taxes?: TaxTotal[];
  taxedBillIds?: string[];
  /** "Pay card tips in cash" as the server says this day reads it; absent on a day stored before it. */
  cardTipsInCash?: boolean;
  fetchedAt: number;
  /** Bumped on every local merge, so a slower fetch does not drop a row confirmed meanwhile. */
  version: number;
};

/** What a cash bill prints, kept on the tablet so it prints (and reprints) offline. */
export type ReceiptRecord = {
  posActionId: string;
  code: string;
  type: PosActionType;
  value: number;
  note: string;
  actionTime: string;
  branchId: string;
  branchName: string;
  createdByName: string;
  checkoutMethodName: string;
  createdAt: number;
  /** A tip payout: the technician paid, printed on the slip they sign (not indexed: no new version). */
  paidToName?: string;
};

// ---- version 3: the appointment screen ----

/** `packages`: the branch's packages beside its services (left out by copies stored before packages). */
export type ServiceTreeSnapshot = { branchId: string; groups: ServiceGroupNode[]; packages?: PackageRow[]; fetchedAt: number };

/**
 * A board change the server has confirmed, kept until a fetch started after it has replaced
 * the day: applied on top of older copies so the card never jumps back in between.
 */
export type ConfirmedBoardChange = { id: string; branchId: string; confirmedAt: number; mutation: Mutation };

// ---- version 4: the counter (payment, bills, tips) ----

export type PaymentOptionsSnapshot = PaymentOptions & { fetchedAt: number };

/**
 * A bill as the tablet knows it: made here (printed at once, offline too) or read from the
 * server. Pending cancels and tips are not written here: they stay in the outbox and are
 * applied on top when shown, like the board.
 */
export type BillRecord = BillDetail & {
  /** Made on this tablet (a local copy until the server's replaces it). */
  madeHere: boolean;
  savedAt: number;
};

/** A customer's loyalty standing as last read online, so loyalty can be offered offline. */
export type CustomerLoyaltyRecord = CustomerLoyalty & { fetchedAt: number };

/** A cart as the tablet knows it: made here (until the server's copy replaces it) or read. */
export type CartRecord = CartView & { madeHere: boolean; savedAt: number };

/** What can go into a cart, stored per branch so carts can be made offline. */
export type CartOptionsSnapshot = {
  branchId: string;
  products: { id: string; code: string; name: string; price: number; image: string | null }[];
  giftCards: { id: string; code: string; content: string; value: number; price: number; amount: number }[];
  fetchedAt: number;
};

/**
 * The last copy of a back-office read (a list page, a record's detail) as this tablet fetched
 * it, shown read-only offline. `key` is the call and its parameters; `userId` who fetched it.
 */
export type AdminCopy = { key: string; userId: string; data: unknown; savedAt: number };

export const DB_NAME = 'front-desk';

export class FrontDeskDb extends Dexie {
  // `declare` so class-field semantics do not overwrite the tables Dexie installs.
  declare sessions: EntityTable<CachedSession, 'userId'>;
  declare meta: EntityTable<MetaRecord, 'key'>;
  declare days: EntityTable<DaySnapshot, 'key'>;
  declare clipboards: EntityTable<ClipboardSnapshot, 'branchId'>;
  declare device: EntityTable<DeviceRecord, 'key'>;
  declare outbox: Table<OutboxEntry, number>;
  declare attention: EntityTable<AttentionItem, 'id'>;
  declare checkoutMethods: EntityTable<CheckoutMethodsSnapshot, 'branchId'>;
  declare drawerSnapshots: EntityTable<DrawerSnapshot, 'key'>;
  declare receipts: EntityTable<ReceiptRecord, 'posActionId'>;
  declare serviceTrees: EntityTable<ServiceTreeSnapshot, 'branchId'>;
  declare boardConfirmed: EntityTable<ConfirmedBoardChange, 'id'>;
  declare paymentOptions: EntityTable<PaymentOptionsSnapshot, 'branchId'>;
  declare bills: EntityTable<BillRecord, 'id'>;
  declare customerLoyalty: EntityTable<CustomerLoyaltyRecord, 'customerId'>;
  declare carts: EntityTable<CartRecord, 'id'>;
  declare cartOptions: EntityTable<CartOptionsSnapshot, 'branchId'>;
  declare adminCopies: EntityTable<AdminCopy, 'key'>;

  constructor(name: string = DB_NAME) {
    super(name);
    // Version 5's whole schema, in one declaration. Dexie (since 3) upgrades a tablet holding
    // any older version from the schema it finds installed, so only a version with an upgrade()
    // must stay declared, and none has one. Each stores() call parses every version declared
    // before it again and rebuilds every table's API: five took that work five times over on
    // the scheduler's start-up (issue 18). Versions 1–4 added tables only, and db-upgrade tests
    // open each of them as released.
    this.version(5).stores({
      // version 1
      sessions: '&userId, savedAt',
      meta: '&key',
      days: '&key, branchId, date, fetchedAt',
      clipboards: '&branchId',
      // version 2
      device: '&key',
      outbox: '++localOrder, &id, seq, state, name, branchId',
      attention: '&id, refusedAt, waitsFor',
      checkoutMethods: '&branchId',
      drawerSnapshots: '&key, branchId',
      receipts: '&posActionId, branchId',
      // version 3
      serviceTrees: '&branchId',
      boardConfirmed: '&id, branchId, confirmedAt',
      // version 4
      paymentOptions: '&branchId',
      bills: '&id, bookingId, branchId',
      customerLoyalty: '&customerId',
      carts: '&id, branchId, bookingId, savedAt',
      cartOptions: '&branchId',
      // version 5
      adminCopies: '&key, userId, savedAt',
    });
    // Another tab opened a newer schema: this tab's code is stale. Close so it can upgrade.
    this.on('versionchange', () => {
      this.close();
      reloadForNewVersion(this.name);
      return false;
    });
    this.on('blocked', () => reportDatabaseBlocked(this.name));
    // 'ready' runs inside Dexie's zone of the opening: the store's news (React renders on it)
    // waits for the next task, so nothing rendered on it inherits that zone.
    this.on('ready', () => void setTimeout(clearDatabaseBlocked, 0));
  }
}

export const db = new FrontDeskDb();
