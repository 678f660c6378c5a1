/**
 * Products of the current branch (spec part 2 §2 "product list (create, update, delete,
 * detail)") on the back-office kit: search, 15 per page, sorting, each change offered only
 * with its right; offline the tablet's last copy, read-only.
 */
import { useState } from 'react';
import { Badge, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ProductRight } from '../../domain/catalogue/rights';
import { PRODUCT_SORT, type ProductDetail, type ProductRow } from '../../domain/catalogue/contract';
import { formatMoney } from '../../components/locale-format';
import { formatZonedDateTime } from '../../domain/time';
import { deleteProduct, fetchProduct, fetchProducts } from '../../data/catalogue';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { displayDateTime } from '../appointment/panels/display-format';
import { PageShell } from '../../components/PageShell';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { PRODUCT_FORM_ID, ProductForm } from './ProductForm';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

export function ProductPage() {
  const { t } = useLingui();
  const { auth, session } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const list = useAdminList({
    key: branchId ? `product-list|${branchId}` : null,
    fetch: (request) => fetchProducts(branchId ?? '', request),
    sortable: PRODUCT_SORT,
  });
  const [open, setOpen] = useState<Open | null>(null);
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';
  const can = useModuleRights(ProductRight);

  if (!branchId) return <NoBranchNotice />;

  const askDelete = (product: Pick<ProductRow, 'id' | 'code'>) => {
    const code = product.code;
    confirmDelete({
      title: t`Delete product ${code}?`,
      message: t`The product and its picture are removed for good.`,
      remove: () => deleteProduct(product.id),
      onDeleted: () => {
        setOpen(null);
        list.reload();
      },
    });
  };
  const saved = () => {
    list.reload();
    setOpen(null);
  };

  const columns: AdminColumn<ProductRow>[] = [
    {
      accessor: 'image',
      title: t`Picture`,
      width: 64,
      visibleMediaQuery: hideOnPhone,
      render: (p) => (p.image ? <Image src={p.image} alt="" w={40} h={40} radius="sm" fit="cover" /> : null),
    },
    { accessor: 'code', title: t`Code`, render: (p) => <Text ff="monospace" fw={600} size="sm">{p.code}</Text> },
    { accessor: 'name', title: t`Name` },
    { accessor: 'price', title: t`Price`, textAlign: 'right', render: (p) => formatMoney(p.price, moneySymbol) },
    {
      accessor: 'active',
      title: t`Status`,
      visibleMediaQuery: hideOnPhone,
      render: (p) => (
        <Badge color={p.active ? 'green' : 'gray'} variant="light">
          {p.active ? t`Active` : t`Inactive`}
        </Badge>
      ),
    },
  ];

  return (
    <PageShell title={t`Products`} actions={can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create product`}</Button> : null}>
      <AdminList
        list={list}
        label={t`Products`}
        search={{ label: t`Search products`, placeholder: t`Code or name` }}
        columns={columns}
        emptyText={t`No products found`}
        rowActions={(product) => (
          <RowActions
            name={product.code}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: product.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', id: product.id }) : null}
            onDelete={can.delete ? () => askDelete(product) : null}
          />
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create product`} size={800} formId={PRODUCT_FORM_ID}>
        {open?.kind === 'create' ? <ProductForm product={null} branchId={branchId} moneySymbol={moneySymbol} onCancel={() => setOpen(null)} onSaved={saved} /> : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit product`} size={800} formId={PRODUCT_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="product" id={open.id} load={() => fetchProduct(open.id)} loadingLabel={t`Loading product`}>
            {(product) => <ProductForm product={product} branchId={branchId} moneySymbol={moneySymbol} onCancel={() => setOpen(null)} onSaved={saved} />}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Product detail`} size={700}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="product" id={open.id} load={() => fetchProduct(open.id)} loadingLabel={t`Loading product`}>
            {(product, readOnly) => (
              <ProductDetailView
                product={product}
                moneySymbol={moneySymbol}
                onEdit={can.update && !readOnly ? () => setOpen({ kind: 'edit', id: product.id }) : null}
                onDelete={can.delete && !readOnly && product.deletable ? () => askDelete(product) : null}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>
    </PageShell>
  );
}

function ProductDetailView(props: { product: ProductDetail; moneySymbol: string; onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const { t } = useLingui();
  const { timeZone } = useShellSession();
  const { product } = props;
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {product.image ? <Image src={product.image} alt={product.name} w={180} h={180} radius="md" fit="cover" /> : null}
        <SimpleGrid cols={2} spacing="sm" style={{ flex: 1, minWidth: 260 }}>
          <RecordField label={t`Code`} value={product.code} />
          <RecordField label={t`Name`} value={product.name} />
          <RecordField label={t`Price`} value={formatMoney(product.price, props.moneySymbol)} />
          <RecordField label={t`Status`} value={product.active ? t`Active` : t`Inactive`} />
          <RecordField label={t`Created`} value={displayDateTime(formatZonedDateTime(new Date(product.createdAt), timeZone))} />
        </SimpleGrid>
      </Group>
      <RecordField label={t`Description`} value={product.description ?? ''} />
      <RecordActions onEdit={props.onEdit} onDelete={props.onDelete} />
    </Stack>
  );
}
