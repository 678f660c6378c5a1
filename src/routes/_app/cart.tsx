import { createFileRoute } from '@tanstack/react-router';
import { CartAccess } from '../../domain/cart/access';
import { CartPage } from '../../features/cart/CartPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

export const Route = createFileRoute('/_app/cart')({
  component: () => (
    <RequireAccess required={CartAccess.READ.required}>
      <CartPage />
    </RequireAccess>
  ),
});
