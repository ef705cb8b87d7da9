import { randomInt } from "node:crypto";
import { expect } from "vitest";
import { postForm } from "./cluster";

export interface Acknowledged {
  plannings: string[];
  messages: string[];
}

/** An employee, through the admin API, to plan. */
export async function createEmployee(url: string, cookie: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/admin/create-user`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, cookie },
    body: JSON.stringify({
      email,
      password: "agent-durabilite",
      name: "Agent Durable",
      role: "employee",
      data: { firstName: "Agent", lastName: "Durable" },
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).user.id;
}

/** One write, a planning (even `index`) or a contact message (odd); its name is acknowledged on a 200. */
async function write(url: string, cookie: string, employeeId: string, round: number, index: number) {
  const day = String((index % 28) + 1).padStart(2, "0");
  if (index % 2 === 0) {
    const title = `Tournée ${round}-${index}`;
    const fields = {
      intent: "create",
      confirmOverlap: "true",
      employeeIds: employeeId,
      title,
      startTime: `2030-0${round + 1}-${day}T08:00`,
      endTime: `2030-0${round + 1}-${day}T10:00`,
    };
    const response = await postForm(url, "/admin/schedules", fields, { cookie });
    await response.text();
    return { kind: "plannings" as const, name: title, status: response.status };
  }
  const name = `Client ${round}-${index}`;
  const fields = { name, email: "client@exemple.fr", subject: "devis", message: "Bonjour, un devis pour nos bureaux." };
  const response = await postForm(url, "/contact", fields, { "X-Forwarded-For": `2001:db8::${round}:${index}` });
  await response.text();
  return { kind: "messages" as const, name, status: response.status };
}

/**
 * Posts plannings and contact messages in turn to `url`, and calls `kill` at a random moment once both kinds of write
 * have been acknowledged. Stops when a write cannot reach the site (a lone instance killed), or after `afterKill`
 * more writes once the kill is done (nginx's survivor); returns what was acknowledged, and the statuses after the kill.
 */
export async function writeUntilKilled(
  url: string,
  kill: () => Promise<void>,
  cookie: string,
  employeeId: string,
  round: number,
  afterKill = 0,
) {
  const acknowledged: Acknowledged = { plannings: [], messages: [] };
  const statusesAfterKill: number[] = [];
  let killed = false;
  let killer: Promise<void> | undefined;
  const killSoon = () => {
    killer ??= new Promise<void>((resolve) => setTimeout(() => kill().then(resolve), randomInt(0, 1200))).then(() => {
      killed = true;
    });
  };
  for (let index = 0; ; index++) {
    const bothAcknowledged = acknowledged.plannings.length > 0 && acknowledged.messages.length > 0;
    if (bothAcknowledged || index >= 100) killSoon();
    const wasKilled = killed;
    try {
      const { kind, name, status } = await write(url, cookie, employeeId, round, index);
      if (status === 200) acknowledged[kind].push(name);
      if (wasKilled) statusesAfterKill.push(status);
    } catch {
      break;
    }
    if (wasKilled && statusesAfterKill.length >= afterKill) break;
  }
  await killer;
  return { acknowledged, statusesAfterKill };
}
