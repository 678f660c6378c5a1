/**
 * The appointment screen's window (spec part 1 §2 Modals): a modal that a stray tap on the
 * mask cannot close (staff are mid-booking), that can be dragged by its header and minimised
 * to a bar at the bottom of the screen while staff look at the board. Minimising keeps the
 * content mounted, so a half-filled form survives it. On a phone it is a full-screen sheet
 * instead: nothing to drag, every button within the screen's width.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ActionIcon, CloseButton, Group, Modal, Paper, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { SHEET_QUERY } from './breakpoints';
import { MinimiseIcon, RestoreIcon } from './icons';
import { draggedOffset, type Box, type Offset } from './window-position';
import { WindowVisibleContext } from './window-visibility';
import { useEscapeToClose, useReturnFocus } from './window-focus';

/** The spec's modal widths (§9). */
export type WindowWidth = 600 | 850 | 900 | 1000 | 1200;

export type WindowModalProps = {
  opened: boolean;
  /** Also the dialog's accessible name and the minimised bar's label. */
  title: string;
  width: WindowWidth;
  onClose: () => void;
  /**
   * Escape does what Close does (asking first where Close asks), unless the caller turns it off.
   * Focus goes back to what opened the window once it closes (window-focus.ts).
   */
  closeOnEscape?: boolean;
  /** Extra header buttons (e.g. History), before Minimise and Close. */
  headerActions?: ReactNode;
  /** Above the default (200) for a window opened from another window. */
  zIndex?: number;
  children: ReactNode;
};

type Drag = { pointerId: number; x: number; y: number; start: Offset; rect: Box; header: number };

const ORIGIN: Offset = { x: 0, y: 0 };

// One dock for every minimised window, so their bars line up instead of stacking.
let dock: HTMLElement | null = null;

function windowDock(): HTMLElement {
  if (dock?.isConnected) return dock;
  const el = document.createElement('div');
  el.dataset.windowDock = '';
  Object.assign(el.style, {
    position: 'fixed',
    left: '8px',
    bottom: '8px',
    display: 'flex',
    flexWrap: 'wrap-reverse',
    gap: '8px',
    maxWidth: 'calc(100vw - 16px)',
    zIndex: '250',
    pointerEvents: 'none',
  });
  document.body.appendChild(el);
  dock = el;
  return el;
}

function isInteractive(target: EventTarget): boolean {
  return target instanceof Element && target.closest('button, a, input, select, textarea') !== null;
}

export function WindowModal(props: WindowModalProps) {
  const { t } = useLingui();
  const { opened, onClose } = props;
  const [minimised, setMinimised] = useState(false);
  const [offset, setOffset] = useState<Offset>(ORIGIN);
  const contentRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const sheet = useMediaQuery(SHEET_QUERY, false, { getInitialValueInEffect: false });
  const draggable = !sheet;
  const visible = opened && !minimised;
  useReturnFocus(opened, contentRef);
  useEscapeToClose(visible && (props.closeOnEscape ?? true), contentRef, onClose);
  // Closed means closed: the next opening starts restored and in place (adjusted during
  // render, React's alternative to a syncing effect).
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (!opened) {
      setMinimised(false);
      setOffset(ORIGIN);
    }
  }

  // A smaller window (rotated tablet) must not leave the dragged window out of reach.
  useEffect(() => {
    if (!visible || !draggable) return undefined;
    const onResize = () => {
      const el = contentRef.current;
      if (!el) return;
      const r = el.getBoundingClientRect();
      setOffset((current) =>
        draggedOffset({
          start: current,
          rect: { left: r.left, top: r.top, width: r.width, height: r.height },
          delta: ORIGIN,
          viewport: { width: window.innerWidth, height: window.innerHeight },
          keepVisible: 48,
        }),
      );
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [visible, draggable]);

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    if (!draggable || event.button !== 0 || isInteractive(event.target)) return;
    const el = contentRef.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    drag.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      start: offset,
      rect: { left: r.left, top: r.top, width: r.width, height: r.height },
      header: event.currentTarget.getBoundingClientRect().height,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  }

  function onPointerMove(event: ReactPointerEvent<HTMLElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    setOffset(
      draggedOffset({
        start: d.start,
        rect: d.rect,
        delta: { x: event.clientX - d.x, y: event.clientY - d.y },
        viewport: { width: window.innerWidth, height: window.innerHeight },
        keepVisible: d.header,
      }),
    );
  }

  function endDrag(event: ReactPointerEvent<HTMLElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  }

  const minimiseLabel = t`Minimise`;
  const restoreLabel = t`Restore`;
  const closeLabel = t`Close`;

  return (
    <WindowVisibleContext.Provider value={visible}>
      <Modal.Root
        opened={visible}
        onClose={onClose}
        size={props.width}
        closeOnClickOutside={false}
        closeOnEscape={false}
        keepMounted
        keepMountedMode="display-none"
        // Fade only: a transform from the transition would fight the drag offset.
        transitionProps={{ transition: 'fade', duration: 120 }}
        zIndex={props.zIndex}
        fullScreen={sheet}
        centered={!sheet}
      >
        <Modal.Overlay />
        {/* `styles.content`, not `style`: Mantine gives `style` to the full-screen inner box too. */}
        <Modal.Content ref={contentRef} styles={draggable ? { content: { position: 'relative', left: offset.x, top: offset.y } } : undefined}>
          <Modal.Header
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            style={draggable ? { cursor: 'move', touchAction: 'none', userSelect: 'none' } : undefined}
          >
            <Modal.Title fw={600}>{props.title}</Modal.Title>
            <Group gap={4} wrap="nowrap">
              {props.headerActions}
              <Tooltip label={minimiseLabel}>
                <ActionIcon variant="subtle" color="gray" aria-label={minimiseLabel} onClick={() => setMinimised(true)}>
                  <MinimiseIcon />
                </ActionIcon>
              </Tooltip>
              <CloseButton aria-label={closeLabel} onClick={onClose} />
            </Group>
          </Modal.Header>
          <Modal.Body>{props.children}</Modal.Body>
        </Modal.Content>
      </Modal.Root>
      {opened && minimised
        ? createPortal(
            <Paper
              role="group"
              aria-label={props.title}
              withBorder
              shadow="md"
              px="sm"
              py={6}
              style={{ pointerEvents: 'auto', minWidth: 220, maxWidth: 360 }}
            >
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" fw={600} truncate>
                  {props.title}
                </Text>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" color="gray" aria-label={restoreLabel} onClick={() => setMinimised(false)}>
                    <RestoreIcon />
                  </ActionIcon>
                  <CloseButton aria-label={closeLabel} onClick={onClose} />
                </Group>
              </Group>
            </Paper>,
            windowDock(),
          )
        : null}
    </WindowVisibleContext.Provider>
  );
}
