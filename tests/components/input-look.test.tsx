import { Input, InputBase, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { InputLook, inputLookProps } from '../../src/components/input-look';
import { markup } from './mantine-markup';

const noop = () => undefined;
const icon = <svg aria-hidden="true" />;

describe("InputLook draws Mantine's Input markup without its code", () => {
  it('a labelled text field, as TextInput draws it (the booking search)', () => {
    const mantine = <TextInput label="Search bookings" placeholder="Phone" type="search" value="" maxLength={100} onChange={noop} />;
    const ours = (
      <InputLook of="TextInput" size="sm" label={{ text: 'Search bookings', inputId: 'field' }}>
        <input {...inputLookProps('TextInput')} id="field" placeholder="Phone" type="search" value="" maxLength={100} onChange={noop} />
      </InputLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });

  it("a button with a left section, as the date picker's input draws it (the date stand-in)", () => {
    const mantine = (
      <Input.Wrapper className="date" size="md" __staticSelector="DatePickerInput">
        <Input component="button" type="button" multiline aria-label="Date" size="md" leftSection={icon} classNames={{ input: 'picker' }} __staticSelector="DatePickerInput">
          Friday
        </Input>
      </Input.Wrapper>
    );
    const ours = (
      <InputLook of="DatePickerInput" size="md" className="date" leftSection={icon} sectionsPassTaps={{ left: true, right: true }} multiline>
        <button {...inputLookProps('DatePickerInput', 'picker')} type="button" aria-label="Date" id="date">
          Friday
        </button>
      </InputLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });

  it("a select with a right section and a pointer, as InputBase draws it (the phone's technician picker)", () => {
    const mantine = (
      <InputBase component="select" pointer aria-label="Shown" value="1" onChange={noop} size="md" rightSection={icon} rightSectionPointerEvents="none" style={{ flex: 1, minWidth: 0 }}>
        <option value="1">One</option>
      </InputBase>
    );
    const ours = (
      <InputLook of="InputBase" size="md" rightSection={icon} sectionsPassTaps={{ right: true }} pointer style={{ flex: 1, minWidth: 0 }}>
        <select {...inputLookProps('InputBase')} aria-label="Shown" value="1" onChange={noop} id="shown">
          <option value="1">One</option>
        </select>
      </InputLook>
    );
    expect(markup(ours)).toBe(markup(mantine));
  });
});
