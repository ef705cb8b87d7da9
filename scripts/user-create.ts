// Operators' tool: npm run user:create -- --email a@b.fr --role admin [--password …] [--first-name …] [--last-name …]
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { createUserAccount, UserCreationError } from "../app/features/users/create-user.server";
import { emailField, newPasswordField } from "../app/lib/account-fields";
import { openConfigured, setConnection } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string", default: "employee" },
    password: { type: "string" },
    "first-name": { type: "string", default: "" },
    "last-name": { type: "string", default: "" },
  },
});

if (!values.email) {
  console.error(
    "Usage : npm run user:create -- --email adresse@exemple.fr --role admin|manager|employee [--password …]",
  );
  process.exit(2);
}

const email = emailField.safeParse(values.email);
const chosenPassword = values.password === undefined ? undefined : newPasswordField.safeParse(values.password);
if (!email.success || (chosenPassword && !chosenPassword.success)) {
  console.error((!email.success ? email.error : chosenPassword?.error)?.issues[0]?.message);
  process.exit(2);
}

const env = getEnv();
const connection = await openConfigured(env);
setConnection(connection);
const password = values.password ?? randomBytes(12).toString("base64url");
try {
  await createUserAccount({
    email: email.data,
    password,
    role: values.role as string,
    firstName: values["first-name"] as string,
    lastName: values["last-name"] as string,
  });
  console.log(
    `Utilisateur créé : ${email.data} (${values.role})${values.password ? "" : ` — mot de passe : ${password}`}`,
  );
} catch (error) {
  console.error(error instanceof UserCreationError ? error.message : (error as Error).message);
  process.exitCode = 1;
} finally {
  await connection.close();
}
