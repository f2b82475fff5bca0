import { useEffect, useRef } from 'react';

/**
 * Fields whose own Enter means something else: a date picker confirms the typed date, a
 * select picks the option, a text area starts a new line. Enter there never submits.
 */
const KEEPS_ENTER = '.ant-picker, .ant-select, textarea';

/**
 * Put inside a modal's antd Form: Enter in one of its fields submits it, like
 * the dialog's OK button (the form's `onFinish`); Esc closing is the Modal's own. A form
 * submits on Enter only when it has a submit button, so this one is there but not seen.
 */
export function EnterSubmits() {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    // Cancels only the browser's implicit submission; the field still sees its Enter.
    const keepFieldEnter = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target instanceof Element && event.target.closest(KEEPS_ENTER)) event.preventDefault();
    };
    form.addEventListener('keydown', keepFieldEnter, true);
    return () => form.removeEventListener('keydown', keepFieldEnter, true);
  }, []);
  return (
    <button
      ref={ref}
      type="submit"
      tabIndex={-1}
      aria-hidden="true"
      style={{ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0 }}
    />
  );
}
