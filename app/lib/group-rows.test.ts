import { describe, expect, it } from "vitest";
import { groupRows } from "./group-rows";

describe("groupRows", () => {
  const rows = [
    { team: "b", name: "Zoé" },
    { team: "a", name: "Léa" },
    { team: "b", name: "Noé" },
  ];

  it("makes one group a key, in the order the keys first come, with every row added", () => {
    const groups = groupRows(rows, {
      key: (row) => row.team,
      create: (row) => ({ team: row.team, names: [] as string[] }),
      add: (group, row) => group.names.push(row.name),
    });
    expect(groups).toEqual([
      { team: "b", names: ["Zoé", "Noé"] },
      { team: "a", names: ["Léa"] },
    ]);
  });

  it("makes no group of no rows", () => {
    expect(groupRows([], { key: String, create: () => [], add: () => {} })).toEqual([]);
  });
});
