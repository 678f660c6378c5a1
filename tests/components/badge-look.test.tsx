import { Badge } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BadgeLook } from '../../src/components/badge-look';
import { markup } from './mantine-markup';

describe("BadgeLook draws Mantine's Badge markup without its code", () => {
  it("the board header's next-turn mark: filled, with a role and a name", () => {
    const mantine = (
      <Badge size="xs" color="teal" variant="filled" role="status" aria-label="Suggested technician: Anna">
        Next turn
      </Badge>
    );
    const ours = (
      <BadgeLook size="xs" color="teal" variant="filled" role="status" aria-label="Suggested technician: Anna">
        Next turn
      </BadgeLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });

  it("the side menu's count: filled, small, named", () => {
    const mantine = (
      <Badge size="sm" color="red" variant="filled" aria-label="2 pending">
        2
      </Badge>
    );
    const ours = (
      <BadgeLook size="sm" color="red" variant="filled" aria-label="2 pending">
        2
      </BadgeLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });

  it("the walk-in turns' next name: filled at the default size", () => {
    const mantine = (
      <Badge color="teal" variant="filled" aria-label="Next turn: Anna">
        Next: Anna
      </Badge>
    );
    const ours = (
      <BadgeLook color="teal" variant="filled" aria-label="Next turn: Anna">
        Next: Anna
      </BadgeLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });

  it.each(['orange', 'gray'] as const)("the clipboard's count on %s: the default variant, hidden from assistive tech", (color) => {
    const mantine = (
      <Badge color={color} size="sm" aria-hidden="true">
        4
      </Badge>
    );
    const ours = (
      <BadgeLook color={color} size="sm" aria-hidden>
        4
      </BadgeLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });

  it.each([
    ['teal', '3', true],
    ['red', '12', false],
    ['cyan', '99+', false],
  ] as const)("the sync button's count: white on %s, %s", (color, count, circle) => {
    const mantine = (
      <Badge color={color} variant="white" size="md" circle={circle}>
        {count}
      </Badge>
    );
    const ours = (
      <BadgeLook color={color} variant="white" size="md" circle={circle}>
        {count}
      </BadgeLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });
});
