/** The Front Desk mark: a calendar card with a check, drawn inline so it works offline. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="26" height="24" rx="5" fill="#0b7285" />
      <rect x="3" y="5" width="26" height="7" rx="3" fill="#095c6b" />
      <path d="M10 20l4 4 8-9" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
