// A one-button form of the admin's lists (approve, remove, publish, restore, delete one row): posts
// `intent` and the row's fields to the screen's own action, after a confirmation when one is asked.
import { Form } from "@remix-run/react";
import type React from "react";

export function IntentButton({
  intent,
  fields,
  confirm,
  disabled = false,
  className,
  children,
}: {
  /** What the action does ("aprovar", "excluir", …): the form's `intent` field. */
  intent: string;
  /** The other hidden fields, e.g. `{ id }`. */
  fields: Record<string, string>;
  /** A question the browser asks first; "Cancel" sends nothing. */
  confirm?: string;
  disabled?: boolean;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      onSubmit={
        confirm
          ? (e) => {
              if (!window.confirm(confirm)) e.preventDefault();
            }
          : undefined
      }
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={disabled} className={className}>
        {children}
      </button>
    </Form>
  );
}
