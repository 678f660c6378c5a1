/**
 * What screen readers hear during a drag, in the user's language: the board's own card drags
 * say it here, and dnd-kit's announcements (clipboard guests) use the same phrases.
 */
import { useMemo, useRef, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';

export type DragPhrases = {
  pickedUp: (name: string) => string;
  over: (name: string, place: string) => string;
  notOver: (name: string) => string;
  dropped: (name: string, place: string | null) => string;
  cancelled: (name: string) => string;
  clipboard: string;
  unnamed: string;
};

export function useDragPhrases(): DragPhrases {
  const { t } = useLingui();
  return {
    pickedUp: (name) => t`Picked up ${name}.`,
    over: (name, place) => t`${name} is over ${place}.`,
    notOver: (name) => t`${name} is not over a drop area.`,
    dropped: (name, place) => (place ? t`${name} was dropped on ${place}.` : t`${name} was dropped.`),
    cancelled: (name) => t`Moving ${name} was cancelled.`,
    clipboard: t`the clipboard`,
    unnamed: t`Item`,
  };
}

/**
 * The board's live region. The board is one place for dnd-kit (see BoardDropTarget.tsx) and
 * no place at all for its own card drags, so the column under a drag is said here, each time
 * the drop highlight changes column.
 */
export type DragSpeaker = {
  region: RefObject<HTMLDivElement | null>;
  /** A drag starts: `text` is said, and `place` (where it starts) is not said again until left. */
  begin: (text: string, place?: string | null) => void;
  /** Says `text` when the drag has come to a new `place` (a column's id, the clipboard, nowhere). */
  say: (place: string, text: string, label?: string) => void;
  /** The drag ended: `text` is said whatever was said before. */
  end: (text: string) => void;
  /** The label of the column said last, for dnd-kit's drop announcement. */
  label: () => string | null;
};

export function useDragSpeaker(): DragSpeaker {
  const region = useRef<HTMLDivElement>(null);
  const spoken = useRef<{ place: string | null; label: string | null }>({ place: null, label: null });
  return useMemo(() => {
    const write = (text: string): void => {
      if (region.current) region.current.textContent = text;
    };
    return {
      region,
      begin: (text, place = null) => {
        spoken.current = { place, label: null };
        write(text);
      },
      say: (place, text, label) => {
        if (spoken.current.place === place) return;
        spoken.current = { place, label: label ?? null };
        write(text);
      },
      end: (text) => {
        spoken.current = { place: null, label: null };
        write(text);
      },
      label: () => spoken.current.label,
    };
  }, []);
}
