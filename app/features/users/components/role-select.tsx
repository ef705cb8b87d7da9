import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/field";
import type { MutationResult } from "../../../lib/mutation-result";
import { ROLE_LABELS } from "../../../lib/permissions";
import { useResultToast } from "../../../lib/use-result-toast";

/** A user's role: choosing another one saves it at once (with a button when JavaScript is off). */
export function RoleSelect({ userId, name, role }: { userId: string; name: string; role: string }) {
  const fetcher = useFetcher<MutationResult>();
  const [value, setValue] = useState(role);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setValue(role), [role]);
  useResultToast(fetcher.data, (result) => {
    if (!result.ok) setValue(role);
  });
  const selectId = `role-${userId}`;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={userId} />
      <label htmlFor={selectId} className="sr-only">
        Rôle de {name}
      </label>
      <NativeSelect
        id={selectId}
        name="newRole"
        value={value}
        disabled={fetcher.state !== "idle"}
        className="w-44"
        onChange={(event) => {
          setValue(event.target.value);
          if (event.currentTarget.form) fetcher.submit(event.currentTarget.form);
        }}
      >
        {Object.entries(ROLE_LABELS).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </NativeSelect>
      {hydrated ? null : (
        <Button type="submit" variant="outline" size="sm">
          Enregistrer
        </Button>
      )}
    </fetcher.Form>
  );
}
