import { describe, expect, it } from 'vitest';
import { EDGE_SPEED, edgeSpeed, type Room } from '../../../../src/features/appointment/board/edge-scroll';

const box = { left: 100, top: 50, width: 1000, height: 500 };
const room: Room = { left: true, right: true, up: true, down: true };
const origin = { x: 600, y: 300 };

describe('edgeSpeed', () => {
  it('is still away from the edges', () => {
    expect(edgeSpeed({ pointer: { x: 700, y: 320 }, origin, box, room })).toEqual({ x: 0, y: 0 });
  });

  it('scrolls toward the edge a drag went to, faster closer to it', () => {
    // The right fifth starts at 900: half way into it, half speed; at the edge, full speed.
    expect(edgeSpeed({ pointer: { x: 1000, y: 300 }, origin, box, room }).x).toBeCloseTo(EDGE_SPEED / 2);
    expect(edgeSpeed({ pointer: { x: 1100, y: 300 }, origin, box, room }).x).toBeCloseTo(EDGE_SPEED);
    expect(edgeSpeed({ pointer: { x: 1400, y: 300 }, origin, box, room }).x).toBeCloseTo(EDGE_SPEED);
    expect(edgeSpeed({ pointer: { x: 600, y: 50 }, origin, box, room }).y).toBeCloseTo(-EDGE_SPEED);
  });

  it('does not scroll toward an edge the drag did not go to, nor where the board cannot scroll', () => {
    // Picked up near the left edge and moved right: no scroll to the left.
    expect(edgeSpeed({ pointer: { x: 130, y: 300 }, origin: { x: 110, y: 300 }, box, room }).x).toBe(0);
    expect(edgeSpeed({ pointer: { x: 1090, y: 300 }, origin, box, room: { ...room, right: false } }).x).toBe(0);
  });
});
