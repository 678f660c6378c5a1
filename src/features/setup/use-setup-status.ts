import { useEffect, useState } from 'react';
import { getSetupStatus } from '../../data/setup';

export const SetupState = {
  CHECKING: 'checking',
  /** No business yet: the first visit creates it. */
  NEEDED: 'needed',
  DONE: 'done',
  /** The server could not be asked (offline). */
  UNKNOWN: 'unknown',
} as const;
export type SetupState = (typeof SetupState)[keyof typeof SetupState];

/** Asks once per mount whether this Front Desk still needs its business. */
export function useSetupState(): SetupState {
  const [state, setState] = useState<SetupState>(SetupState.CHECKING);
  useEffect(() => {
    let live = true;
    getSetupStatus().then(
      (status) => live && setState(status.businessExists ? SetupState.DONE : SetupState.NEEDED),
      () => live && setState(SetupState.UNKNOWN),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
