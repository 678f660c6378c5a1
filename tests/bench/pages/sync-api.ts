/** What the sync bench page offers the harness (window.benchSync). */
export type SegmentMove = { id: string; bookingId: string; technicianId: string; startTime: string; duration: number; price: number };

export type DrainReport = {
  ms: number;
  /** Sync rounds the loop ran (each: push every batch, then pull). */
  rounds: number;
  /** Every HTTP request of the drain: pushes and pulls. */
  requests: number;
  pushes: number;
  applied: number;
  rejected: number;
  left: number;
};

export type BenchSync = {
  setup: (input: { username: string; password: string; branchId: string; today: string }) => Promise<{ deviceNo: number }>;
  queue: (input: { payIns: number; moves: SegmentMove[] }) => Promise<number>;
  drain: () => Promise<DrainReport>;
};
