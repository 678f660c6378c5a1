/**
 * What the offline engine works against: one tablet's database, its api client and clock.
 * The app uses `defaultEnv`; tests build several to play two tablets in one process.
 */
import { defaultApiClient, type ApiClient } from './api-client';
import { db, type FrontDeskDb } from './db';
import { deskNow } from './desk-clock';

export type DataEnv = {
  db: FrontDeskDb;
  api: ApiClient;
  now: () => Date;
  /** Backoff jitter; tests fix it. */
  random: () => number;
};

export const defaultEnv: DataEnv = {
  db,
  api: defaultApiClient,
  now: deskNow,
  random: Math.random,
};
