/** The signed-in session as the layout hands it to every screen below it. */
import { createContext, useContext } from 'react';
import type { AuthData, BranchSummary } from '../../domain/api';
import type { CachedSession } from '../../data/db';

export type ShellSession = {
  session: CachedSession;
  auth: AuthData;
  branch: BranchSummary | null;
  rights: readonly string[];
  rightsPM: readonly string[];
  /** The branch time zone every date on screen is shown in. */
  timeZone: string;
  dictionary: Record<string, string>;
};

export const ShellSessionContext = createContext<ShellSession | null>(null);

export function useShellSession(): ShellSession {
  const value = useContext(ShellSessionContext);
  if (!value) throw new Error('useShellSession is used outside the signed-in layout');
  return value;
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function toShellSession(session: CachedSession): ShellSession | null {
  const auth = session.checkLogin.authData;
  if (!auth) return null;
  const branch = session.checkLogin.branch;
  return {
    session,
    auth,
    branch,
    rights: session.checkLogin.rights.rights,
    rightsPM: session.checkLogin.rights.rightsPM,
    timeZone: branch?.timeZone ?? session.branchConfig?.timeZone ?? browserTimeZone(),
    dictionary: session.language?.dictionary ?? {},
  };
}
