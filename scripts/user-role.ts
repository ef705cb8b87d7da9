// Operators' tool: npm run user:role -- --email a@b.fr (--role admin|manager|employee | --deactivate | --reactivate)
import { parseArgs } from "node:util";
import { roleSchema } from "../app/domain/role-schema";
import {
  deactivateAccount,
  findAccountByEmail,
  reactivateAccount,
  setAccountRole,
} from "../app/lib/account-lifecycle.server";
import { openConfigured, setConnection } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string" },
    deactivate: { type: "boolean", default: false },
    reactivate: { type: "boolean", default: false },
  },
});

const actions = [values.role !== undefined, values.deactivate, values.reactivate].filter(Boolean).length;
const role = values.role === undefined ? undefined : roleSchema.safeParse(values.role);
if (!values.email || actions !== 1 || (role && !role.success)) {
  console.error(
    "Usage : npm run user:role -- --email adresse@exemple.fr (--role admin|manager|employee | --deactivate | --reactivate)",
  );
  process.exit(2);
}

const env = getEnv();
const connection = await openConfigured(env);
setConnection(connection);
try {
  const account = await findAccountByEmail(values.email);
  if (!account) {
    console.error(`Aucun compte pour ${values.email}.`);
    process.exitCode = 1;
  } else if (role?.success) {
    await setAccountRole(account.id, role.data);
    console.log(`Rôle de ${values.email} : ${role.data} (ses sessions sont fermées).`);
  } else if (values.deactivate) {
    await deactivateAccount(account.id);
    console.log(`Compte ${values.email} désactivé : sessions fermées, connexion refusée.`);
  } else {
    await reactivateAccount(account.id);
    console.log(`Compte ${values.email} réactivé.`);
  }
} finally {
  await connection.close();
}
