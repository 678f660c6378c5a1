/** The provinces and territories by name, for the setup form and the branch form's "Fill from province". */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROVINCES, type Province } from '../../domain/branch/province-taxes';

const NAMES: Record<Province, MessageDescriptor> = {
  AB: msg`Alberta`,
  BC: msg`British Columbia`,
  MB: msg`Manitoba`,
  NB: msg`New Brunswick`,
  NL: msg`Newfoundland and Labrador`,
  NS: msg`Nova Scotia`,
  NT: msg`Northwest Territories`,
  NU: msg`Nunavut`,
  ON: msg`Ontario`,
  PE: msg`Prince Edward Island`,
  QC: msg`Quebec`,
  SK: msg`Saskatchewan`,
  YT: msg`Yukon`,
};

export function provinceOptions(i18n: I18n): { value: Province; label: string }[] {
  return PROVINCES.map((value) => ({ value, label: i18n._(NAMES[value]) })).sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
}
