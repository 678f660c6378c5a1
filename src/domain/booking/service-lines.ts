/**
 * A guest's saved lines grouped by service as they were booked: a service needing several
 * technicians at once is saved as one line per technician, the helpers pointing at the first
 * through `parentId` (booking.create). The board's copy does not carry `parentId`, so there a
 * helper is told by its place: a line of the same service, at the same start, on another
 * technician, right after the first and while the service still needs one. The booking form
 * (opening a saved booking) and the prebook step (repeating a paid visit) both read it so.
 */
import { SegmentType } from './args';

/** How many technicians a service needs, when the service tree knows it. */
export type TechnicianCountOf = (serviceId: string) => number | undefined;

export type SavedServiceLine = {
  id: string;
  type: string;
  serviceId: string | null;
  technicianId: string;
  startTime: string;
  displayIndex: number;
  /** Null for a first line; absent when the source does not say (the board's copy). */
  parentId?: string | null;
};

/** The lines in board order, each group its first line then its helpers. */
export function groupServiceLines<S extends SavedServiceLine>(segments: readonly S[], countOf: TechnicianCountOf): S[][] {
  const groups: S[][] = [];
  for (const s of [...segments].sort((a, b) => a.displayIndex - b.displayIndex)) {
    const prev = groups[groups.length - 1];
    const parent =
      s.parentId != null
        ? groups.find((g) => g[0]?.id === s.parentId)
        : s.parentId === undefined && prev && isHelperOf(s, prev, countOf)
          ? prev
          : undefined;
    if (parent) parent.push(s);
    else groups.push([s]);
  }
  return groups;
}

function isHelperOf(s: SavedServiceLine, group: readonly SavedServiceLine[], countOf: TechnicianCountOf): boolean {
  const first = group[0];
  if (!first || s.type !== SegmentType.SERVICE || s.serviceId === null || s.serviceId !== first.serviceId) return false;
  if (first.startTime !== s.startTime) return false;
  const needed = countOf(s.serviceId);
  if (needed !== undefined && group.length >= needed) return false;
  // A line with no technician yet (on the clipboard) is nobody's, so never the same one twice.
  return !group.some((line) => line.technicianId !== '' && line.technicianId === s.technicianId);
}
