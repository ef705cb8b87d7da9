import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { captureLogs } from "../../tests/support/log-capture";
import { done, type Intents, intent, refused, runAction } from "./action-runner.server";

const noteSchema = z.object({ note: z.string({ error: "Ce champ est requis" }).trim().min(1, "Ce champ est requis") });

interface Context {
  saved: string[];
}

const intents: Intents<Context, Response> = {
  save: intent({
    schema: noteSchema,
    form: "reset",
    async run({ note }, { saved }) {
      if (saved.includes(note))
        return refused("Cette note existe déjà.", { status: 409, code: "TAKEN", field: "note" });
      saved.push(note);
      return done("Note enregistrée", `${saved.length} notes`);
    },
  }),
  clear: intent({
    schema: z.object({}),
    async run(_value, { saved }) {
      if (saved.length === 0) return refused("Aucune note à effacer.");
      saved.length = 0;
      return done("Notes effacées");
    },
  }),
  join: intent({
    schema: z.object({ note: noteSchema.shape.note, secret: z.string().min(8, "Secret trop court") }),
    form: "keep",
    hideFields: ["secret"],
    async run({ note }, { saved }) {
      if (note === "absente") return refused("Note introuvable.", { status: 404, code: "GONE", submission: false });
      if (saved.includes(note)) return refused("Déjà inscrite.", { status: 409, code: "TAKEN", field: "note" });
      saved.push(note);
      return done("Inscrite");
    },
  }),
  pick: intent({
    schema: noteSchema,
    invalid: {
      status: 422,
      code: (errors) => (errors.note ? "NO_NOTE" : "BAD"),
      message: "Choisissez une note.",
      submission: true,
    },
    run: async () => done("Choisie"),
  }),
  leave: intent({ schema: z.object({}), run: async () => redirect("/") }),
  fail: intent({
    schema: z.object({}),
    run: () => Promise.reject(new Error("base perdue")),
  }),
};

const options = { invalid: { status: 400, message: "Veuillez corriger les champs indiqués." } };

/** What a route answers for a refused intent: the code, the message and the status, and the note's errors if any. */
function refusal(intent: string, code: string, message: string, status: number, noteErrors?: string[]) {
  const submission = noteErrors ? { submission: { error: { note: noteErrors } } } : {};
  return { data: { ok: false, code, message, intent, ...submission }, init: { status } };
}

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe("runAction", () => {
  it("refuses an intent the page does not know, with the default or the page's own answer", async () => {
    const answer = await runAction(intents, "pirater", form({}), { saved: [] }, options);
    expect(answer).toMatchObject({
      data: { ok: false, code: "UNKNOWN_ACTION", message: "Action inconnue." },
      init: { status: 400 },
    });
    const own = await runAction(intents, null, form({}), { saved: [] }, { ...options, unknown: { code: "BAD" } });
    expect(own).toMatchObject({ data: { ok: false, code: "BAD", message: "Action inconnue." }, init: { status: 400 } });
    const inherited = await runAction(intents, "toString", form({}), { saved: [] }, options);
    expect(inherited).toMatchObject({ data: { code: "UNKNOWN_ACTION" } });
  });

  it("answers a body its schema refuses with the schema's field errors and writes nothing", async () => {
    const saved: string[] = [];
    const answer = await runAction(intents, "save", form({ note: " " }), { saved }, options);
    expect(answer).toMatchObject(
      refusal("save", "VALIDATION_ERROR", "Veuillez corriger les champs indiqués.", 400, ["Ce champ est requis"]),
    );
    expect(answer).toHaveProperty("data.submission.status", "error");
    const firstError = { status: 200, message: (errors: Record<string, string[] | null>) => String(errors.note) };
    const read = await runAction(intents, "save", form({}), { saved }, { ...options, invalid: firstError });
    expect(read).toMatchObject({ data: { message: "Ce champ est requis" }, init: { status: 200 } });
    expect(saved).toEqual([]);
  });

  it("turns a refusal into a failure, beside its field when it names one", async () => {
    const context = { saved: ["Bonjour"] };
    const taken = await runAction(intents, "save", form({ note: "Bonjour" }), context, options);
    expect(taken).toMatchObject(refusal("save", "TAKEN", "Cette note existe déjà.", 409, ["Cette note existe déjà."]));
    const empty = await runAction(intents, "clear", form({}), { saved: [] }, { ...options, refusalStatus: 200 });
    expect(empty).toMatchObject(refusal("clear", "REFUSED", "Aucune note à effacer.", 200));
    expect(empty).not.toHaveProperty("data.submission");
  });

  it("answers a success with its message, and resets the form only when the intent asks", async () => {
    const context = { saved: [] };
    const saved = await runAction(intents, "save", form({ note: "Bonjour" }), context, options);
    expect(saved).toMatchObject({
      data: {
        ok: true,
        message: "Note enregistrée",
        description: "1 notes",
        intent: "save",
        submission: { initialValue: null },
      },
    });
    expect(context.saved).toEqual(["Bonjour"]);
    const cleared = await runAction(intents, "clear", form({}), context, options);
    expect(cleared).toMatchObject({ data: { ok: true, message: "Notes effacées", intent: "clear" } });
    expect(cleared).not.toHaveProperty("data.submission");
    expect(cleared).not.toHaveProperty("data.description");
  });

  it("reads a refused body's code from its errors, and sends them back for an intent without a form when asked", async () => {
    const answer = await runAction(intents, "pick", form({ note: "" }), { saved: [] }, options);
    expect(answer).toMatchObject(refusal("pick", "NO_NOTE", "Choisissez une note.", 422, ["Ce champ est requis"]));
    expect(answer).toHaveProperty("data.submission.status", "error");
    const picked = await runAction(intents, "pick", form({ note: "Bonjour" }), { saved: [] }, options);
    expect(picked).toMatchObject({ data: { ok: true, message: "Choisie" } });
    expect(picked).not.toHaveProperty("data.submission");
  });

  it("never sends a hidden field back, and leaves the submission out of a refusal of the record itself", async () => {
    const context = { saved: ["Bonjour"] };
    const short = await runAction(intents, "join", form({ note: "Salut", secret: "court" }), context, options);
    expect(short).toMatchObject({ data: { submission: { error: { secret: ["Secret trop court"] } } } });
    expect(short).toMatchObject({ data: { submission: { initialValue: { note: "Salut" } } } });
    expect(short).not.toHaveProperty("data.submission.initialValue.secret");
    const taken = await runAction(intents, "join", form({ note: "Bonjour", secret: "assez-long" }), context, options);
    expect(taken).toMatchObject({
      data: { code: "TAKEN", submission: { error: { note: ["Déjà inscrite."] }, initialValue: { note: "Bonjour" } } },
      init: { status: 409 },
    });
    expect(taken).not.toHaveProperty("data.submission.initialValue.secret");
    const kept = await runAction(intents, "join", form({ note: "Salut", secret: "assez-long" }), context, options);
    expect(kept).toMatchObject({ data: { ok: true, submission: { status: "success" } } });
    expect(kept).not.toHaveProperty("data.submission.initialValue.secret");
    const gone = await runAction(intents, "join", form({ note: "absente", secret: "assez-long" }), context, options);
    expect(gone).toMatchObject({ data: { code: "GONE", message: "Note introuvable." }, init: { status: 404 } });
    expect(gone).not.toHaveProperty("data.submission");
  });

  it("passes a handler's redirect on as it is", async () => {
    const answer = await runAction(intents, "leave", form({}), { saved: [] }, options);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/");
  });

  it("answers a 500 with the product's message when a handler throws, or lets the error through", async () => {
    const logs = captureLogs();
    const answer = await runAction(intents, "fail", form({}), { saved: [] }, { ...options, unexpected: "Réessayez." });
    logs.restore();
    expect(answer).toMatchObject({
      data: { ok: false, code: "UNEXPECTED_ERROR", message: "Réessayez.", intent: "fail" },
      init: { status: 500 },
    });
    expect(logs.lines()).toMatchObject([{ level: 50, intent: "fail" }]);
    await expect(runAction(intents, "fail", form({}), { saved: [] }, options)).rejects.toThrow("base perdue");
  });
});
