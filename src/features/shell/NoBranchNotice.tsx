import { useLingui } from '@lingui/react/macro';
import { MessagePage } from '../../components/MessagePage';
import { ErrorCode } from '../../domain/errors';
import { describeCode } from '../i18n/error-messages';

/** No branch selected (or tenant-wide selection): branch screens cannot work. */
export function NoBranchNotice() {
  const { t, i18n } = useLingui();
  return (
    <MessagePage title={t`No branch selected`}>{describeCode(ErrorCode.BRANCH_NOT_AUTHORISED, i18n)}</MessagePage>
  );
}
