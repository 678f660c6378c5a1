/**
 * Gift cards of the current branch (spec part 2 §2 "Gift card list") on the back-office kit:
 * search, 15 per page, sorting, whether each is sold and what is left on it; create, create and
 * sell, detail, edit, print, send by email or SMS, delete — each offered only with its right.
 * Offline the tablet's last copy shows, read-only.
 */
import { useState } from 'react';
import { Badge, Button, Menu, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { allows, CartAccess } from '../../domain/cart/access';
import { GiftCardRight } from '../../domain/catalogue/rights';
import { GIFT_CARD_SORT, type GiftCardRow } from '../../domain/catalogue/contract';
import { NotificationChannel, NotificationStatus } from '../../domain/catalogue/paths';
import { formatMoney } from '../../components/locale-format';
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { deleteGiftCard, fetchGiftCard, fetchGiftCards } from '../../data/catalogue';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { notifySuccess } from '../feedback/notify';
import { displayDate } from '../appointment/panels/display-format';
import { PageShell } from '../../components/PageShell';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { CreateAndSell } from './CreateAndSell';
import { GIFT_CARD_FORM_ID, GiftCardForm } from './GiftCardForm';
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

export function GiftCardPage() {
  const { t } = useLingui();
  const { auth, rights, rightsPM, session, branch, timeZone } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const list = useAdminList({
    key: branchId ? `gift-card-list|${branchId}` : null,
    fetch: (request) => fetchGiftCards(branchId ?? '', request),
    sortable: GIFT_CARD_SORT,
  });
  const [open, setOpen] = useState<Open | null>(null);
  const [detailVersion, setDetailVersion] = useState(0);
  const [printing, setPrinting] = useState<{ key: number; card: GiftCardFaceData } | null>(null);
  const phone = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';
  const can = useModuleRights(GiftCardRight);
  // Selling needs a cart and its gift-card panel, as at the counter.
  const canSell = can.create && allows(CartAccess.CREATE, { rights, rightsPM }) && allows(CartAccess.GIFT_CARDS, { rights, rightsPM });

  if (!branchId) return <NoBranchNotice />;
  const branchName = branch?.name ?? '';

  const print = (card: Pick<GiftCardRow, 'code' | 'content' | 'value' | 'recipientName' | 'endDate' | 'image'>) =>
    setPrinting({ key: performance.now(), card: { ...card, branchName, moneySymbol } });

  const askDelete = (card: Pick<GiftCardRow, 'id' | 'code'>) => {
    const code = card.code;
    confirmDelete({
      title: t`Delete gift card ${code}?`,
      message: t`The card and its picture are removed for good.`,
      remove: () => deleteGiftCard(card.id),
      onDeleted: () => {
        setOpen(null);
        list.reload();
      },
    });
  };

  const columns: AdminColumn<GiftCardRow>[] = [
    { accessor: 'code', title: t`Code`, render: (card) => <Text ff="monospace" fw={600} size="sm">{card.code}</Text> },
    { accessor: 'content', title: t`Content` },
    {
      accessor: 'recipientName',
      title: t`Recipient`,
      visibleMediaQuery: hideOnPhone,
      render: (card) => (
        <>
          <Text size="sm">{card.recipientName ?? ''}</Text>
          <Text size="xs" c="dimmed">
            {[card.recipientPhone ? formatPhone(card.recipientPhone, phone) : null, card.recipientEmail].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    { accessor: 'value', title: t`Value`, textAlign: 'right', render: (card) => formatMoney(card.value, moneySymbol) },
    { accessor: 'price', title: t`Price`, textAlign: 'right', visibleMediaQuery: hideOnPhone, render: (card) => formatMoney(card.price, moneySymbol) },
    { accessor: 'amount', title: t`Left to spend`, textAlign: 'right', render: (card) => formatMoney(card.amount, moneySymbol) },
    {
      accessor: 'sold',
      title: t`Status`,
      render: (card) => (
        <Badge color={card.sold ? 'green' : 'gray'} variant="light" styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>
          {card.sold ? t`Sold` : t`Not sold`}
        </Badge>
      ),
    },
    { accessor: 'endDate', title: t`End date`, visibleMediaQuery: hideOnPhone, render: (card) => (card.endDate ? displayDate(card.endDate) : '') },
  ];

  return (
    <PageShell
      title={t`Gift cards`}
      actions={
        can.create ? (
          <>
            {canSell ? (
              <Button variant="light" color="green" onClick={() => setOpen({ kind: 'sell' })} disabled={list.readOnly}>
                {t`Create and sell`}
              </Button>
            ) : null}
            <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>
              {t`Create gift card`}
            </Button>
          </>
        ) : null
      }
    >
      <AdminList
        list={list}
        label={t`Gift cards`}
        search={{ label: t`Search gift cards`, placeholder: t`Code, content or recipient` }}
        columns={columns}
        emptyText={t`No gift cards found`}
        rowActions={(card) => (
          <RowActions
            name={card.code}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: card.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', id: card.id }) : null}
            onDelete={can.delete ? () => askDelete(card) : null}
          >
            <SendItems online={!list.readOnly} onPrint={() => print(card)} onSend={(channel) => setOpen({ kind: 'send', card, channel })} />
          </RowActions>
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create gift card`} size={900} formId={GIFT_CARD_FORM_ID}>
        {open?.kind === 'create' ? (
          <GiftCardForm
            card={null}
            branchId={branchId}
            phone={phone}
            moneySymbol={moneySymbol}
            onCancel={() => setOpen(null)}
            onSaved={(id) => {
              list.reload();
              setOpen({ kind: 'detail', id });
            }}
          />
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit gift card`} size={900} formId={GIFT_CARD_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="gift-card" id={open.id} load={() => fetchGiftCard(open.id)} loadingLabel={t`Loading gift card`}>
            {(card) => (
              <GiftCardForm
                card={card}
                branchId={branchId}
                phone={phone}
                moneySymbol={moneySymbol}
                onCancel={() => setOpen(null)}
                onSaved={(id) => {
                  list.reload();
                  setOpen({ kind: 'detail', id });
                }}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Gift card detail`} size={900}>
        {open?.kind === 'detail' ? (
          <AdminRecord
            module="gift-card"
            id={open.id}
            load={() => fetchGiftCard(open.id)}
            loadingLabel={t`Loading gift card`}
            version={detailVersion}
            poll={(card) => card.notifications.some((n) => n.status === NotificationStatus.PENDING)}
          >
            {(card, readOnly) => (
              <GiftCardDetailView
                card={card}
                phone={phone}
                moneySymbol={moneySymbol}
                timeZone={timeZone}
                canUpdate={can.update && !readOnly}
                canDelete={can.delete && !readOnly}
                onEdit={() => setOpen({ kind: 'edit', id: card.id })}
                onDelete={() => askDelete(card)}
                onPrint={() => print(card)}
                onSend={(channel) => setOpen({ kind: 'send', card, channel })}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal
        opened={open?.kind === 'send'}
        onClose={() => setOpen(null)}
        title={open?.kind === 'send' ? (open.channel === NotificationChannel.EMAIL ? t`Send gift card by email` : t`Send gift card by SMS`) : ''}
        size={600}
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
      </AdminModal>

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
