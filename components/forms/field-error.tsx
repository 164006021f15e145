/** The message under a field; the field points here with aria-describedby and carries aria-invalid. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** aria attributes for a field with an optional error and optional extra descriptions (e.g. a counter). */
export function describedBy(errorId: string, error: string | undefined, ...others: string[]) {
  const ids = [...(error ? [errorId] : []), ...others].join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
