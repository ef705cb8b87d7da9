/** "Sans notification": the change is made without the change notice mail (sent as `notify=off`). */
export function NotifyField() {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" name="notify" value="off" className="size-4" />
      Sans notification : ne pas prévenir le personnel par e-mail
    </label>
  );
}
