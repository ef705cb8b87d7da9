import { describe, expect, it } from "vitest";
import { clampPosition, movePosition } from "./grid-navigation";

// Two rows of three days; the first row's middle cell holds two blocks and its add button.
const shape = [
  [1, 3, 1],
  [1, 1, 1],
];

describe("moving in the week grid", () => {
  it("moves between days, keeping the rank within the cell when it can", () => {
    expect(movePosition({ row: 0, col: 0, item: 0 }, "ArrowRight", false, shape)).toEqual({ row: 0, col: 1, item: 0 });
    expect(movePosition({ row: 0, col: 1, item: 2 }, "ArrowRight", false, shape)).toEqual({ row: 0, col: 2, item: 0 });
    expect(movePosition({ row: 0, col: 2, item: 0 }, "ArrowRight", false, shape)).toBeNull();
    expect(movePosition({ row: 0, col: 0, item: 0 }, "ArrowLeft", false, shape)).toBeNull();
  });

  it("goes down through a cell's controls, then to the next row; up comes back to the cell's last control", () => {
    let at = movePosition({ row: 0, col: 1, item: 0 }, "ArrowDown", false, shape);
    expect(at).toEqual({ row: 0, col: 1, item: 1 });
    at = movePosition({ row: 0, col: 1, item: 2 }, "ArrowDown", false, shape);
    expect(at).toEqual({ row: 1, col: 1, item: 0 });
    expect(movePosition({ row: 1, col: 1, item: 0 }, "ArrowUp", false, shape)).toEqual({ row: 0, col: 1, item: 2 });
    expect(movePosition({ row: 1, col: 0, item: 0 }, "ArrowDown", false, shape)).toBeNull();
    expect(movePosition({ row: 0, col: 0, item: 0 }, "ArrowUp", false, shape)).toBeNull();
  });

  it("Home and End reach the row's ends, with Ctrl the grid's", () => {
    expect(movePosition({ row: 1, col: 1, item: 0 }, "Home", false, shape)).toEqual({ row: 1, col: 0, item: 0 });
    expect(movePosition({ row: 0, col: 0, item: 0 }, "End", false, shape)).toEqual({ row: 0, col: 2, item: 0 });
    expect(movePosition({ row: 1, col: 1, item: 0 }, "Home", true, shape)).toEqual({ row: 0, col: 0, item: 0 });
    expect(movePosition({ row: 0, col: 1, item: 1 }, "End", true, shape)).toEqual({ row: 1, col: 2, item: 0 });
    expect(movePosition({ row: 0, col: 0, item: 0 }, "Enter", false, shape)).toBeNull();
  });

  it("clamps a position into a grid that changed", () => {
    expect(clampPosition({ row: 5, col: 1, item: 2 }, shape)).toEqual({ row: 1, col: 1, item: 0 });
    expect(clampPosition({ row: 0, col: 0, item: 0 }, [])).toBeNull();
  });
});
