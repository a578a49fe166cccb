import { isPossibleScore, score } from "../../src/entries/contract";
import { BridgeInputError } from "../../src/errors";

describe("docs/rules.md §8 the scores a contract can produce reach the grand slams and 13 tricks", () => {
  test.each([1520, 2220, 2980, 1440, 2140, -1520, -2980])("%p is a score (7NT, 7NTXX, 6NT+1 …)", (s) => {
    expect(isPossibleScore(s)).toBe(true);
  });
  test("a result '+1x' is no result", () => {
    expect(() => score("4H", "N", "+1x", "None")).toThrow(BridgeInputError);
    expect(score("4H", " n ", "+1", "None")).toBe(450);
  });
});
