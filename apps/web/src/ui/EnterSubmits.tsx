/**
 * Put inside a modal's antd Form: Enter in one of its fields submits it (issue 12 §20), like
 * the dialog's OK button (the form's `onFinish`); Esc closing is the Modal's own. A form
 * submits on Enter only when it has a submit button, so this one is there but not seen.
 */
export function EnterSubmits() {
  return (
    <button
      type="submit"
      tabIndex={-1}
      aria-hidden="true"
      style={{ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0 }}
    />
  );
}
