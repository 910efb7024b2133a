/**
 * Forms validate a field when it loses focus (`shouldValidate: "onBlur"`).
 * Pressing a form's submit button used to take the focus from the field first; the field's new
 * error message then moved the button down before the mouse was released, and the click was lost.
 *
 * Pressing a submit button while a field of the same form has the focus now keeps the focus where
 * it is: no blur, so nothing moves between press and release. The click still submits, and the
 * submit validates every field at once (error summary, focus on the first invalid field).
 * Keyboard use is unchanged (Enter and Space do not blur a field before activating).
 */
export function keepSubmitUnderPointer(event: MouseEvent) {
  if (event.button !== 0 || !(event.target instanceof Element)) return;
  const button = event.target.closest("button");
  if (!button || button.type !== "submit" || button.disabled || !button.form) return;
  const active = document.activeElement;
  if (!active || active === button || !button.form.contains(active)) return;
  if (!active.matches("input, select, textarea")) return;
  event.preventDefault();
}

export function installSubmitUnderPointer(doc: Document) {
  doc.addEventListener("mousedown", keepSubmitUnderPointer, true);
}
