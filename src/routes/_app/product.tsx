import { createFileRoute } from '@tanstack/react-router';
import { PRODUCT_PLAN, ProductRight } from '../../domain/catalogue/rights';
import { ProductPage } from '../../features/product/ProductPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [ProductRight.ACCESS];

export const Route = createFileRoute('/_app/product')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={PRODUCT_PLAN}>
      <ProductPage />
    </RequireAccess>
  ),
});
