/**
 * Gift cards of the current branch (spec part 2 §2 "Gift card list"): search, 15 per page,
 * whether each is sold and what is left on it; create, create and sell, detail, edit, print, send
 * by email or SMS, delete — each offered only with its right. The list asks the server (online only).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Menu, Modal, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { allows, CartAccess } from '../../domain/cart/access';
import { GiftCardRight } from '../../domain/catalogue/rights';
import { NotificationChannel, NotificationStatus, type GiftCardDetail, type GiftCardRow } from '../../domain/catalogue/contract';
import { hasAnyRight } from '../../domain/rights';
import { formatMoney } from '../../domain/money';
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { deleteGiftCard, fetchGiftCard, fetchGiftCards } from '../../data/catalogue';
import { useOnline } from '../../data/use-online';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { notifySuccess } from '../feedback/notify';
import { useOnlineLoad } from '../appointment/panels/use-online-load';
import { displayDate } from '../appointment/panels/display-format';
import { ListEmptyRow, ListPager, ListSearch, ListStatus, RowMenu, useConfirmDelete } from '../catalogue/ListParts';
import { ListTable } from '../../components/ListTable';
import { PageShell } from '../../components/PageShell';
import { useCatalogueList } from '../catalogue/use-catalogue-list';
import { CreateAndSell } from './CreateAndSell';
import { GiftCardForm } from './GiftCardForm';
import { GiftCardDetailView } from './GiftCardDetailView';
import { GiftCardPrinter } from './GiftCardPrinter';
import { SendGiftCardForm } from './SendGiftCardForm';
import type { GiftCardFaceData } from './GiftCardFace';

type Open =
  | { kind: 'create' }
  | { kind: 'sell' }
  | { kind: 'edit'; id: string }
  | { kind: 'detail'; id: string }
  | { kind: 'send'; card: Pick<GiftCardRow, 'id' | 'code' | 'recipientEmail' | 'recipientPhone'>; channel: NotificationChannel };

/** While a message waits in the outbox, the detail looks again this often. */
const PENDING_POLL_MS = 2000;

export function GiftCardPage() {
  const { t } = useLingui();
  const { auth, rights, rightsPM, session, branch, timeZone } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const list = useCatalogueList(branchId, fetchGiftCards);
  const [open, setOpen] = useState<Open | null>(null);
  const askDelete = useConfirmDelete();
  const [detailVersion, setDetailVersion] = useState(0);
  const [printing, setPrinting] = useState<{ key: number; card: GiftCardFaceData } | null>(null);
  const phone = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';
  const can = {
    create: hasAnyRight([GiftCardRight.CREATE], rights),
    update: hasAnyRight([GiftCardRight.UPDATE], rights),
    delete: hasAnyRight([GiftCardRight.DELETE], rights),
  };
  // Selling needs a cart and its gift-card panel, as at the counter.
  const canSell = can.create && allows(CartAccess.CREATE, { rights, rightsPM }) && allows(CartAccess.GIFT_CARDS, { rights, rightsPM });

  if (!branchId) return <NoBranchNotice />;
  const branchName = branch?.name ?? '';

  const print = (card: Pick<GiftCardRow, 'code' | 'content' | 'value' | 'recipientName' | 'endDate' | 'image'>) =>
    setPrinting({ key: Date.now(), card: { ...card, branchName, moneySymbol } });

  const confirmDelete = (card: Pick<GiftCardRow, 'id' | 'code'>) => {
    const code = card.code;
    askDelete({
      title: t`Delete gift card ${code}?`,
      message: t`The card and its picture are removed for good.`,
      remove: () => deleteGiftCard(card.id),
      onDeleted: () => {
        setOpen(null);
        list.reload();
      },
    });
  };

  const page = list.data;
  const rows = page?.items ?? [];

  return (
    <PageShell
      title={t`Gift cards`}
      actions={
        can.create ? (
          <>
            {canSell ? (
              <Button variant="light" color="green" onClick={() => setOpen({ kind: 'sell' })} disabled={!list.online}>
                {t`Create and sell`}
              </Button>
            ) : null}
            <Button onClick={() => setOpen({ kind: 'create' })} disabled={!list.online}>
              {t`Create gift card`}
            </Button>
          </>
        ) : null
      }
    >
      <ListSearch label={t`Search gift cards`} placeholder={t`Code, content or recipient`} value={list.query} onChange={list.setQuery} />
      <ListStatus state={list.state} hasData={page !== null} offlineMessage={t`The gift card list needs a connection.`} loadingLabel={t`Loading gift cards`} onRetry={list.retry} />
      {page ? (
        <>
          <ListTable label={t`Gift cards`} minWidth={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Code`}</Table.Th>
                <Table.Th>{t`Content`}</Table.Th>
                <Table.Th>{t`Recipient`}</Table.Th>
                <Table.Th ta="right">{t`Value`}</Table.Th>
                <Table.Th ta="right">{t`Price`}</Table.Th>
                <Table.Th ta="right">{t`Left to spend`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`End date`}</Table.Th>
                <Table.Th aria-label={t`Actions`} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <ListEmptyRow colSpan={9} message={t`No gift cards found`} />
              ) : (
                rows.map((card) => (
                  <Table.Tr key={card.id}>
                    <Table.Td ff="monospace" fw={600}>{card.code}</Table.Td>
                    <Table.Td>{card.content}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{card.recipientName ?? ''}</Text>
                      <Text size="xs" c="dimmed">
                        {[card.recipientPhone ? formatPhone(card.recipientPhone, phone) : null, card.recipientEmail].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(card.value, moneySymbol)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(card.price, moneySymbol)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(card.amount, moneySymbol)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge color={card.sold ? 'green' : 'gray'} variant="light" styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>
                        {card.sold ? t`Sold` : t`Not sold`}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{card.endDate ? displayDate(card.endDate) : ''}</Table.Td>
                    <Table.Td>
                      <RowMenu
                        code={card.code}
                        online={list.online}
                        onDetail={() => setOpen({ kind: 'detail', id: card.id })}
                        onEdit={can.update ? () => setOpen({ kind: 'edit', id: card.id }) : null}
                        onDelete={can.delete ? () => confirmDelete(card) : null}
                      >
                        <SendItems online={list.online} onPrint={() => print(card)} onSend={(channel) => setOpen({ kind: 'send', card, channel })} />
                      </RowMenu>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </ListTable>
          <ListPager page={page} onPage={list.setPage} />
        </>
      ) : null}

      <Modal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create gift card`} size={900} closeOnClickOutside={false}>
        {open?.kind === 'create' ? (
          <GiftCardForm
            card={null}
            branchId={branchId}
            phone={phone}
            moneySymbol={moneySymbol}
            onCancel={() => setOpen(null)}
            onSaved={(id) => {
              notifySuccess(t`Create success`);
              list.reload();
              setOpen({ kind: 'detail', id });
            }}
          />
        ) : null}
      </Modal>

      <Modal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit gift card`} size={900} closeOnClickOutside={false}>
        {open?.kind === 'edit' ? (
          <CardLoader id={open.id} version={0}>
            {(card) => (
              <GiftCardForm
                card={card}
                branchId={branchId}
                phone={phone}
                moneySymbol={moneySymbol}
                onCancel={() => setOpen(null)}
                onSaved={(id) => {
                  notifySuccess(t`Update success`);
                  list.reload();
                  setOpen({ kind: 'detail', id });
                }}
              />
            )}
          </CardLoader>
        ) : null}
      </Modal>

      <Modal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Gift card detail`} size={900}>
        {open?.kind === 'detail' ? (
          <CardLoader id={open.id} version={detailVersion} pollWhilePending>
            {(card) => (
              <GiftCardDetailView
                card={card}
                phone={phone}
                moneySymbol={moneySymbol}
                timeZone={timeZone}
                canUpdate={can.update}
                canDelete={can.delete}
                onEdit={() => setOpen({ kind: 'edit', id: card.id })}
                onDelete={() => confirmDelete(card)}
                onPrint={() => print(card)}
                onSend={(channel) => setOpen({ kind: 'send', card, channel })}
              />
            )}
          </CardLoader>
        ) : null}
      </Modal>

      <Modal
        opened={open?.kind === 'send'}
        onClose={() => setOpen(null)}
        title={open?.kind === 'send' ? (open.channel === NotificationChannel.EMAIL ? t`Send gift card by email` : t`Send gift card by SMS`) : ''}
        size={600}
        closeOnClickOutside={false}
      >
        {open?.kind === 'send' ? (
          <SendGiftCardForm
            card={open.card}
            channel={open.channel}
            phone={phone}
            onCancel={() => setOpen({ kind: 'detail', id: open.card.id })}
            onSent={() => {
              notifySuccess(open.channel === NotificationChannel.EMAIL ? t`The email is queued and will be sent shortly.` : t`The SMS is queued and will be sent shortly.`);
              setDetailVersion((v) => v + 1);
              setOpen({ kind: 'detail', id: open.card.id });
            }}
          />
        ) : null}
      </Modal>

      <CreateAndSell
        opened={open?.kind === 'sell'}
        branchId={branchId}
        phone={phone}
        moneySymbol={moneySymbol}
        online={list.online}
        onClose={() => setOpen(null)}
        onCreated={list.reload}
        onShowCard={(id) => setOpen({ kind: 'detail', id })}
      />

      {printing ? <GiftCardPrinter key={printing.key} card={printing.card} onDone={() => setPrinting(null)} /> : null}
    </PageShell>
  );
}

/** A card's own row menu items, between Edit and Delete. */
function SendItems(props: { online: boolean; onPrint: () => void; onSend: (channel: NotificationChannel) => void }) {
  const { t } = useLingui();
  return (
    <>
      <Menu.Item onClick={props.onPrint}>{t`Print`}</Menu.Item>
      <Menu.Item onClick={() => props.onSend(NotificationChannel.EMAIL)} disabled={!props.online}>{t`Send by email`}</Menu.Item>
      <Menu.Item onClick={() => props.onSend(NotificationChannel.SMS)} disabled={!props.online}>{t`Send by SMS`}</Menu.Item>
    </>
  );
}

/** Loads one card from the server; looks again every 2 s while a message waits to be sent. */
function CardLoader(props: { id: string; version: number; pollWhilePending?: boolean; children: (card: GiftCardDetail) => ReactNode }) {
  const { t } = useLingui();
  const online = useOnline();
  const { state, retry } = useOnlineLoad<GiftCardDetail>({ key: `${props.id}|${props.version}`, load: () => fetchGiftCard(props.id) }, online);
  const card = state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;
  const pending = props.pollWhilePending && card?.notifications.some((n) => n.status === NotificationStatus.PENDING);
  useEffect(() => {
    if (!pending || state.status !== 'ready') return undefined;
    const timer = window.setTimeout(retry, PENDING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, state.status, retry]);
  if (card && card.id === props.id) return <>{props.children(card)}</>;
  return <ListStatus state={state} hasData={false} offlineMessage={t`The gift card needs a connection.`} loadingLabel={t`Loading gift card`} onRetry={retry} />;
}
