/**
 * The tablet's IndexedDB. Screens read only from here (useLiveQuery); loaders write what the
 * server answered. Bump the version and add an upgrade when a table's shape changes.
 */
import Dexie, { type EntityTable } from 'dexie';
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
  fetchedAt: number;
};

export type ClipboardSnapshot = {
  branchId: string;
  bookings: Booking[];
  guests: Guest[];
  fetchedAt: number;
};

export function dayKey(branchId: string, date: string): string {
  return `${branchId}:${date}`;
}

export const DB_NAME = 'front-desk';

export class FrontDeskDb extends Dexie {
  // `declare` so class-field semantics do not overwrite the tables Dexie installs.
  declare sessions: EntityTable<CachedSession, 'userId'>;
  declare meta: EntityTable<MetaRecord, 'key'>;
  declare days: EntityTable<DaySnapshot, 'key'>;
  declare clipboards: EntityTable<ClipboardSnapshot, 'branchId'>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores({
      sessions: '&userId, savedAt',
      meta: '&key',
      days: '&key, branchId, date, fetchedAt',
      clipboards: '&branchId',
    });
  }
}

export const db = new FrontDeskDb();
