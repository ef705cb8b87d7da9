import { describe, expect, it } from "vitest";
import { runningServerOrigin } from "./running-server";

describe("runningServerOrigin", () => {
  it("reaches a server listening on every address, or on localhost, through the loopback", () => {
    expect(runningServerOrigin({ HOST: "0.0.0.0", PORT: 3000 })).toBe("http://127.0.0.1:3000");
    expect(runningServerOrigin({ HOST: "localhost", PORT: 8080 })).toBe("http://127.0.0.1:8080");
    expect(runningServerOrigin({ HOST: "::", PORT: 3000 })).toBe("http://[::1]:3000");
  });

  it("reaches a server bound to one address at that address, IPv6 in brackets", () => {
    expect(runningServerOrigin({ HOST: "127.0.0.1", PORT: 4000 })).toBe("http://127.0.0.1:4000");
    expect(runningServerOrigin({ HOST: "10.0.0.5", PORT: 3000 })).toBe("http://10.0.0.5:3000");
    expect(runningServerOrigin({ HOST: "fd00::5", PORT: 3000 })).toBe("http://[fd00::5]:3000");
  });
});
