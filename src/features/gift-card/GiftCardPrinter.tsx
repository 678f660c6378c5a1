/**
 * Prints one gift card through the browser's print dialog: the card is rendered into the
 * print portal, and the dialog opens once its picture has loaded (or failed to), so the
 * paper never shows an empty card.
 */
import { useEffect, useRef, useState } from 'react';
import { PrintPortal } from '../../components/PrintPortal';
import { GiftCardFace, type GiftCardFaceData } from './GiftCardFace';
import './gift-card-print.css';

export function GiftCardPrinter(props: { card: GiftCardFaceData | null; onDone: () => void }) {
  const [ready, setReady] = useState(false);
  const done = useRef(false);
  const { card, onDone } = props;

  // A picture that never answers must not block printing for good.
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 3000);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!card || !ready || done.current) return;
    done.current = true;
    window.print();
    onDone();
  }, [card, ready, onDone]);

  if (!card) return null;
  return (
    <PrintPortal className="print-gift-card">
      <GiftCardFace card={card} onImageReady={() => setReady(true)} />
    </PrintPortal>
  );
}
