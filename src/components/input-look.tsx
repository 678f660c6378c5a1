/**
 * Mantine's Input markup drawn without Input's code (issue 18: the first load): the elements,
 * classes, data attributes and CSS variables that Input, Input.Wrapper and Input.Label render,
 * styled by Mantine's own Input.css, which the first load's stylesheet holds anyway. Only the
 * first screen's plain fields use it (the booking search before its list loads, the date button
 * before its picker loads, the phone's technician picker); every other field is Mantine's.
 * tests/components/input-look.test.tsx renders each beside Mantine's and compares the markup, so
 * a Mantine upgrade that changes it fails there, not on screen.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import type { Vars } from './theme-colors';

/** Input.module.css's class names in Mantine 9. */
const CLASSES = {
  root: 'm_46b77525',
  label: 'm_8fdc1311',
  wrapper: 'm_6c018570',
  input: 'm_8fb7ebe7',
  section: 'm_82577fc2',
} as const satisfies Record<string, string>;

/** The Mantine component whose look it is: its static class names (`mantine-TextInput-root`...). */
export type InputLookOf = 'TextInput' | 'InputBase' | 'DatePickerInput';
type Size = 'sm' | 'md';

const classNames = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** The field's own attributes: Input's classes (after `own`, as Mantine's `classNames` puts them) and variant. */
export function inputLookProps(of: InputLookOf, own?: string): { className: string; 'data-variant': 'default' } {
  return { className: classNames(own, CLASSES.input, 'mantine-Input-input', `mantine-${of}-input`), 'data-variant': 'default' };
}

type Props = {
  of: InputLookOf;
  size: Size;
  className?: string;
  style?: CSSProperties;
  /** A visible label, for the field of that id. */
  label?: { text: string; inputId: string };
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Sections that let taps through to the field, as Mantine's `*SectionPointerEvents="none"`. */
  sectionsPassTaps?: { left?: boolean; right?: boolean };
  multiline?: boolean;
  pointer?: boolean;
  /** The field itself (an input, button or select) with `inputLookProps(of)`. */
  children: ReactElement;
};

export function InputLook(props: Props) {
  const { of, size, sectionsPassTaps } = props;
  const wrapperVars: Vars = {
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
    '--input-padding-y': props.multiline ? `var(--input-padding-y-${size})` : undefined,
    '--input-left-section-pointer-events': sectionsPassTaps?.left ? 'none' : undefined,
    '--input-right-section-pointer-events': sectionsPassTaps?.right ? 'none' : undefined,
  };
  const labelVars: Vars = { '--input-label-size': `var(--mantine-font-size-${size})` };
  const section = (position: 'left' | 'right', content: ReactNode) =>
    content ? (
      <div data-position={position} className={classNames(CLASSES.section, 'mantine-Input-section', `mantine-${of}-section`)}>
        {content}
      </div>
    ) : null;
  return (
    <div className={classNames(props.className, CLASSES.root, 'mantine-InputWrapper-root', `mantine-${of}-root`)} data-size={size} style={props.style}>
      {props.label ? (
        <label
          className={classNames(CLASSES.label, 'mantine-InputWrapper-label', `mantine-${of}-label`)}
          data-size={size}
          htmlFor={props.label.inputId}
          id={`${props.label.inputId}-label`}
          style={labelVars}
        >
          {props.label.text}
        </label>
      ) : null}
      <div
        className={classNames(CLASSES.wrapper, 'mantine-Input-wrapper', `mantine-${of}-wrapper`)}
        data-variant="default"
        data-size={size}
        data-pointer={props.pointer || undefined}
        data-multiline={props.multiline || undefined}
        data-with-right-section={props.rightSection ? true : undefined}
        data-with-left-section={props.leftSection ? true : undefined}
        style={wrapperVars}
      >
        {section('left', props.leftSection)}
        {props.children}
        {section('right', props.rightSection)}
      </div>
    </div>
  );
}
