/** A report's phones as the signed-in branch shows them (its mask); the server sends digits. */
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { useShellSession } from '../shell/session-context';

export function usePhoneText(): (digits: string) => string {
  const { session } = useShellSession();
  const setting = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  return (digits) => formatPhone(digits, setting);
}
