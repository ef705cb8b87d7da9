/** The star after the label of a field one must fill; screen readers announce the input's `required` instead. */
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}
