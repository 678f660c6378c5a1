/**
 * The zod every schema of the app is built with: its functional form (`zod/mini`), whose unused
 * parts a bundle leaves out, unlike the classic API's methods on every schema. The classic API
 * set English as zod's language on its first schema; mini sets none, so it is set here, once,
 * and an issue's own words ("Too big: expected string to have <=60 characters") stay as they were.
 */
import { config, locales } from 'zod/mini';

config(locales.en());

export * as z from 'zod/mini';
