import { createFileRoute } from '@tanstack/react-router';
import { PACKAGE_PLAN, PackageRight } from '../../domain/catalogue/rights';
import { PackagePage } from '../../features/package/PackagePage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [PackageRight.ACCESS];

export const Route = createFileRoute('/_app/package')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={PACKAGE_PLAN}>
      <PackagePage />
    </RequireAccess>
  ),
});
