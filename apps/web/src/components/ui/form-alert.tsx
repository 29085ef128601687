/**
 * A form's server error. Rendered only while there is a message: role="alert" is announced when it
 * appears, and an empty alert left in the page would be one more "alert" for tools to trip over.
 */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      id={id}
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {message}
    </div>
  );
}
