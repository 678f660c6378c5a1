/**
 * Products of the current branch (spec part 2 §2 "product list (create, update, delete,
 * detail)"): search, 15 per page, each action offered only with its right. The list asks
 * the server (online only).
 */
import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Image, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ProductRight } from '../../domain/catalogue/rights';
import type { ProductDetail, ProductRow } from '../../domain/catalogue/contract';
import { hasAnyRight } from '../../domain/rights';
import { formatMoney } from '../../domain/money';
import { formatZonedDateTime } from '../../domain/time';
import { deleteProduct, fetchProduct, fetchProducts } from '../../data/catalogue';
import { useOnline } from '../../data/use-online';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { notifySuccess } from '../feedback/notify';
import { useOnlineLoad } from '../appointment/panels/use-online-load';
import { displayDateTime } from '../appointment/panels/display-format';
import { ListEmptyRow, ListPager, ListSearch, ListStatus, RowMenu, useConfirmDelete } from '../catalogue/ListParts';
import { ListTable } from '../../components/ListTable';
import { PageShell } from '../../components/PageShell';
import { useCatalogueList } from '../catalogue/use-catalogue-list';
import { ProductForm } from './ProductForm';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

export function ProductPage() {
  const { t } = useLingui();
  const { auth, rights, session } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const list = useCatalogueList(branchId, fetchProducts);
  const [open, setOpen] = useState<Open | null>(null);
  const askDelete = useConfirmDelete();
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';
  const can = {
    create: hasAnyRight([ProductRight.CREATE], rights),
    update: hasAnyRight([ProductRight.UPDATE], rights),
    delete: hasAnyRight([ProductRight.DELETE], rights),
  };

  if (!branchId) return <NoBranchNotice />;

  const confirmDelete = (product: Pick<ProductRow, 'id' | 'code'>) => {
    const code = product.code;
    askDelete({
      title: t`Delete product ${code}?`,
      message: t`The product and its picture are removed for good.`,
      remove: () => deleteProduct(product.id),
      onDeleted: () => {
        setOpen(null);
        list.reload();
      },
    });
  };

  const page = list.data;
  const rows = page?.items ?? [];

  return (
    <PageShell title={t`Products`} actions={can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={!list.online}>{t`Create product`}</Button> : null}>
      <ListSearch label={t`Search products`} placeholder={t`Code or name`} value={list.query} onChange={list.setQuery} />
      <ListStatus state={list.state} hasData={page !== null} offlineMessage={t`The product list needs a connection.`} loadingLabel={t`Loading products`} onRetry={list.retry} />
      {page ? (
        <>
          <ListTable label={t`Products`} minWidth={700}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th aria-label={t`Picture`} w={64} />
                <Table.Th>{t`Code`}</Table.Th>
                <Table.Th>{t`Name`}</Table.Th>
                <Table.Th ta="right">{t`Price`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th aria-label={t`Actions`} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <ListEmptyRow colSpan={6} message={t`No products found`} />
              ) : (
                rows.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td>{product.image ? <Image src={product.image} alt="" w={40} h={40} radius="sm" fit="cover" /> : null}</Table.Td>
                    <Table.Td ff="monospace" fw={600}>{product.code}</Table.Td>
                    <Table.Td>{product.name}</Table.Td>
                    <Table.Td ta="right">{formatMoney(product.price, moneySymbol)}</Table.Td>
                    <Table.Td>
                      <Badge color={product.active ? 'green' : 'gray'} variant="light">
                        {product.active ? t`Active` : t`Inactive`}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowMenu
                        code={product.code}
                        online={list.online}
                        onDetail={() => setOpen({ kind: 'detail', id: product.id })}
                        onEdit={can.update ? () => setOpen({ kind: 'edit', id: product.id }) : null}
                        onDelete={can.delete ? () => confirmDelete(product) : null}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </ListTable>
          <ListPager page={page} onPage={list.setPage} />
        </>
      ) : null}

      <Modal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create product`} size={800} closeOnClickOutside={false}>
        {open?.kind === 'create' ? (
          <ProductForm
            product={null}
            branchId={branchId}
            moneySymbol={moneySymbol}
            onCancel={() => setOpen(null)}
            onSaved={() => {
              notifySuccess(t`Create success`);
              list.reload();
              setOpen(null);
            }}
          />
        ) : null}
      </Modal>

      <Modal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit product`} size={800} closeOnClickOutside={false}>
        {open?.kind === 'edit' ? (
          <ProductLoader id={open.id}>
            {(product) => (
              <ProductForm
                product={product}
                branchId={branchId}
                moneySymbol={moneySymbol}
                onCancel={() => setOpen(null)}
                onSaved={() => {
                  notifySuccess(t`Update success`);
                  list.reload();
                  setOpen(null);
                }}
              />
            )}
          </ProductLoader>
        ) : null}
      </Modal>

      <Modal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Product detail`} size={700}>
        {open?.kind === 'detail' ? (
          <ProductLoader id={open.id}>
            {(product) => (
              <ProductDetailView
                product={product}
                moneySymbol={moneySymbol}
                onEdit={can.update ? () => setOpen({ kind: 'edit', id: product.id }) : null}
                onDelete={can.delete && product.deletable ? () => confirmDelete(product) : null}
              />
            )}
          </ProductLoader>
        ) : null}
      </Modal>
    </PageShell>
  );
}

function ProductLoader(props: { id: string; children: (product: ProductDetail) => ReactNode }) {
  const { t } = useLingui();
  const online = useOnline();
  const { state, retry } = useOnlineLoad<ProductDetail>({ key: props.id, load: () => fetchProduct(props.id) }, online);
  if (state.status === 'ready') return <>{props.children(state.data)}</>;
  return <ListStatus state={state} hasData={false} offlineMessage={t`The product needs a connection.`} loadingLabel={t`Loading product`} onRetry={retry} />;
}

function ProductDetailView(props: { product: ProductDetail; moneySymbol: string; onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const { t } = useLingui();
  const { timeZone } = useShellSession();
  const { product } = props;
  const field = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value === '' ? '—' : value}
      </Text>
    </Stack>
  );
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {product.image ? <Image src={product.image} alt={product.name} w={180} h={180} radius="md" fit="cover" /> : null}
        <SimpleGrid cols={2} spacing="sm" style={{ flex: 1, minWidth: 260 }}>
          {field(t`Code`, product.code)}
          {field(t`Name`, product.name)}
          {field(t`Price`, formatMoney(product.price, props.moneySymbol))}
          {field(t`Status`, product.active ? t`Active` : t`Inactive`)}
          {field(t`Created`, displayDateTime(formatZonedDateTime(new Date(product.createdAt), timeZone)))}
        </SimpleGrid>
      </Group>
      {field(t`Description`, product.description ?? '')}
      <Group gap="sm">
        {props.onEdit ? <Button variant="default" onClick={props.onEdit}>{t`Edit`}</Button> : null}
        {props.onDelete ? (
          <Button variant="light" color="red" onClick={props.onDelete}>
            {t`Delete`}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
