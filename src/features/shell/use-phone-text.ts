import { useContext } from 'react';
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { ShellSessionContext } from './session-context';

/**
 * Every phone shown on a screen or a printout goes through the branch's phone format. Read from
 * the context without requiring it, so a printout rendered outside the signed-in layout still
 * formats (with the default mask).
 */
export function usePhoneText(): (phone: string | null | undefined) => string {
  const shell = useContext(ShellSessionContext);
  const setting = shell?.session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  return (phone) => (phone ? formatPhone(phone, setting) : '');
}
