import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PARIS, shiftDay, todayIn } from "../../lib/time";
import { LEAVE_REQUEST_MESSAGES, leaveRequestSchema } from "./absence-requests.schema";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: leaveRequestSchema(PARIS) });
}

describe("leaveRequestSchema", () => {
  const today = todayIn(PARIS);

  it("takes a request from today on, sick today included", () => {
    expect(parse({ kind: "sickness", startsOn: today, endsOn: today }).status).toBe("success");
  });

  it("refuses a request that starts in the past, on its first day", () => {
    const yesterday = shiftDay(today, -1);
    const submission = parse({ kind: "paid_leave", startsOn: yesterday, endsOn: shiftDay(today, 3) });
    if (submission.status !== "error") throw new Error("acceptée");
    expect(submission.error?.startsOn).toEqual([LEAVE_REQUEST_MESSAGES.past]);
  });

  it("keeps the absence form's rules: a half day is one day", () => {
    const submission = parse({ kind: "paid_leave", startsOn: today, endsOn: shiftDay(today, 1), halfDay: "morning" });
    if (submission.status !== "error") throw new Error("acceptée");
    expect(submission.error?.halfDay).toHaveLength(1);
  });
});
