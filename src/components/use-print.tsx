/**
 * Prints through the browser's print dialog: the item is rendered into the print portal
 * (hidden on screen, alone on paper), then `window.print()` runs once it is on the page.
 * Calling window.print() from the component that mounts the portal would print a blank page:
 * the portal's host only gets its children on the render after it exists.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { PrintPortal } from './PrintPortal';

/** Mounted only once the portal's host exists, so its effect runs with the content on the page. */
function PrintJob({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    window.print();
    onDone();
  }, [onDone]);
  return children;
}

/** `className`: a page layout of its own (see PrintPortal), the receipt roll by default. */
export function usePrint<T>(render: (item: T) => ReactNode, options: { className?: string } = {}): { print: (item: T) => void; portal: ReactNode } {
  const [job, setJob] = useState<{ item: T; n: number } | null>(null);
  const finish = useRef(() => setJob(null)).current;
  return {
    print: (item) => setJob((j) => ({ item, n: (j?.n ?? 0) + 1 })),
    portal: job ? (
      <PrintPortal className={options.className}>
        {/* A layout fetched on first use suspends the whole job: window.print() waits for it. */}
        <Suspense fallback={null}>
          <PrintJob key={job.n} onDone={finish}>
            {render(job.item)}
          </PrintJob>
        </Suspense>
      </PrintPortal>
    ) : null,
  };
}
