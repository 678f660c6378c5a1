/**
 * Renders its children straight under <body>, hidden on screen and alone on paper
 * (see print-portal.css). Printing is then just `window.print()`: no network, no new window,
 * so it works offline and inside the installed app.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print-portal.css';

export function PrintPortal({ children, className }: { children: ReactNode; /** A page layout of its own (e.g. a card instead of a receipt). */ className?: string }) {
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const el = document.createElement('div');
    el.className = className ? `print-portal ${className}` : 'print-portal';
    el.setAttribute('aria-hidden', 'true');
    document.body.appendChild(el);
    setHost(el);
    return () => {
      el.remove();
    };
  }, [className]);

  return host ? createPortal(children, host) : null;
}
