import { createFileRoute } from '@tanstack/react-router';
import { VOUCHER_PLAN, VoucherRight } from '../../domain/voucher/voucher-rights';
import { VoucherPage } from '../../features/voucher/VoucherPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [VoucherRight.ACCESS];

export const Route = createFileRoute('/_app/voucher')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={VOUCHER_PLAN}>
      <VoucherPage />
    </RequireAccess>
  ),
});
