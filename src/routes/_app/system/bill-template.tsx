import { createFileRoute } from '@tanstack/react-router';
import { BILL_TEMPLATE_PLAN, BillTemplateRight } from '../../../domain/bill/bill-template-rights';
import { BillTemplatePage } from '../../../features/bill-template/BillTemplatePage';
import { RequireAccess } from '../../../features/shell/RequireAccess';

const REQUIRED = [BillTemplateRight.ACCESS];

export const Route = createFileRoute('/_app/system/bill-template')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={BILL_TEMPLATE_PLAN}>
      <BillTemplatePage />
    </RequireAccess>
  ),
});
