import { Avatar } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AvatarLook } from '../../src/components/avatar-look';
import { markup } from './mantine-markup';

// One word, two, three, double spaces, accents and Vietnamese: every initials rule and many colours.
const NAMES = ['Anna', 'Bella Ng', 'Front Counter Staff', 'Lena  Float', 'José Álvarez', 'Đặng Thị Hoa', 'chloe', 'X', 'Maya Roy', 'Daniel Tremblay', 'Nora Hall', 'Sophia Fortin'];

describe("AvatarLook draws Mantine's Avatar markup without its code", () => {
  it.each(NAMES)('the initials of %s in their colour, as the user menu draws them', (name) => {
    expect(markup(<AvatarLook name={name} size={38} alt="" />)).toBe(markup(<Avatar name={name} color="initials" size={38} alt="" />));
  });

  it("a technician's picture, as the board's header draws it", () => {
    const ours = <AvatarLook src="/api/images/7" name="Bella Ng" size={26} alt="" />;
    expect(markup(ours)).toBe(markup(<Avatar src="/api/images/7" name="Bella Ng" color="initials" size={26} alt="" />));
  });

  it('a technician without a picture', () => {
    const ours = <AvatarLook src={null} name="Chloe" size={26} alt="" />;
    expect(markup(ours)).toBe(markup(<Avatar src={null} name="Chloe" color="initials" size={26} alt="" />));
  });
});
