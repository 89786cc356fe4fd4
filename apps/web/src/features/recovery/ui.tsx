import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import * as styles from './recovery.css';




// No isPending: react-aria's pending announcement leaves role="img" nodes that axe flags (role-img-alt).
/** The submit button of a step's form (the journey ignores a second submit while a call runs). */
export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <Button type="submit" className={styles.button}>
      {children}
    </Button>
  );
}

/** A button that reads as a link (moves to another screen of the journey). */
export function LinkButton({ children, onPress }: { children: ReactNode; onPress: () => void }) {
  return (
    <Button className={styles.linkButton} onPress={onPress}>
      {children}
    </Button>
  );
}

/** One labelled choice among options (delivery of a code or a username). */
export function Choice<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <RadioGroup className={styles.radioGroup} value={value} onChange={(next) => onChange(next as V)}>
      <Label className={styles.label}>{label}</Label>
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className={styles.radio}>
          <span className={styles.radioMark} aria-hidden="true" />
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** A screen of the login area: its heading takes focus when the screen changes. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | Connect`;
    heading.current?.focus();
  }, [title]);
  return (
    <main className={styles.page}>
      <p className={styles.brand}>Connect</p>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {children}
    </main>
  );
}
