/**
 * The gift card as the customer gets it: the background picture (uploaded, or the built-in
 * one), the branch, the value in big type, the code, the message and the recipient. Shown in
 * the detail and printed as is, so what staff see is what prints.
 */
import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_GIFT_CARD_IMAGE } from '../../domain/catalogue/image';
import type { Cents } from '../../domain/money';
import { formatMoney } from '../../components/locale-format';
import { displayDate } from '../appointment/panels/display-format';

export type GiftCardFaceData = {
  branchName: string;
  code: string;
  content: string;
  value: Cents;
  recipientName: string | null;
  endDate: string | null;
  image: string | null;
  moneySymbol: string;
};

const face: CSSProperties = {
  position: 'relative',
  width: '128mm',
  height: '80mm',
  borderRadius: '4mm',
  overflow: 'hidden',
  color: '#fff',
  fontFamily: 'system-ui, sans-serif',
  background: '#0b7285',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
};
const picture: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' };
const veil: CSSProperties = { position: 'absolute', inset: 0, background: 'linear-gradient(90deg, rgba(0,0,0,0.55), rgba(0,0,0,0.1))' };
const text: CSSProperties = { position: 'absolute', inset: 0, padding: '6mm', display: 'flex', flexDirection: 'column', gap: '1.5mm', textShadow: '0 1px 2px rgba(0,0,0,0.6)' };

export function GiftCardFace({ card, onImageReady }: { card: GiftCardFaceData; onImageReady?: () => void }) {
  const { t } = useLingui();
  const value = formatMoney(card.value, card.moneySymbol);
  const recipient = card.recipientName;
  const until = card.endDate ? displayDate(card.endDate) : null;
  return (
    <div style={face} data-testid="gift-card-face">
      <img src={card.image ?? DEFAULT_GIFT_CARD_IMAGE} alt="" style={picture} onLoad={onImageReady} onError={onImageReady} />
      <div style={veil} />
      <div style={text}>
        <div style={{ fontSize: '4mm', fontWeight: 600, letterSpacing: '0.3mm', textTransform: 'uppercase' }}>{card.branchName}</div>
        <div style={{ fontSize: '5mm', fontWeight: 600 }}>{t`Gift card`}</div>
        <div style={{ fontSize: '13mm', fontWeight: 800, lineHeight: 1 }}>{value}</div>
        {card.content ? <div style={{ fontSize: '4mm', maxWidth: '80mm' }}>{card.content}</div> : null}
        <div style={{ flex: 1 }} />
        {recipient ? <div style={{ fontSize: '3.5mm' }}>{t`For ${recipient}`}</div> : null}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', fontSize: '3.5mm' }}>
          <span>
            {t`Code`}: <strong style={{ fontSize: '5mm', letterSpacing: '0.8mm', fontFamily: 'ui-monospace, monospace' }}>{card.code}</strong>
          </span>
          {until ? <span>{t`Valid until ${until}`}</span> : null}
        </div>
      </div>
    </div>
  );
}
