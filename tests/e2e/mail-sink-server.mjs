// The end-to-end web server: a local SMTP sink, then the site (server.js) sending its mail to it. Every mail received
// is written to E2E_MAIL_DIR as one JSON file ({ to, raw }) that the tests read (tests/e2e/mailbox.ts).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error("E2E_MAIL_DIR manquant");
mkdirSync(mailDir, { recursive: true });

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const mail = {
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      };
      writeFileSync(path.join(mailDir, `${Date.now()}-${randomUUID()}.json`), JSON.stringify(mail));
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, "127.0.0.1", resolve));

const site = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${sink.server.address().port}` },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => site.kill(signal));
site.on("exit", (code) => {
  sink.close(() => process.exit(code ?? 0));
});
