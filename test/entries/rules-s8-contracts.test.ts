// docs/rules.md §8: the scores a contract can produce (Law 77), as a table of cases by section.
import { isPossibleScore, score } from "../../src/entries/contract";
import { BridgeInputError } from "../../src/errors";
import { rule, ruleTable } from "../helpers/ruleTable";

ruleTable(
  [
    // The possible scores reach the grand slams and 13 tricks.
    ...[1520, 2220, 2980, 1440, 2140, -1520, -2980].map((s) => rule("§8", `${s} is a score (7NT, 7NTXX, 6NT+1 …)`, isPossibleScore, [s], true)),
    rule("§8", "4H by ' n ' making +1, not vulnerable: 450", score, ["4H", " n ", "+1", "None"], 450),
  ],
  {
    "§8": () => {
      it("§8 a result '+1x' is no result: refused as bad input", () => {
        expect(() => score("4H", "N", "+1x", "None")).toThrow(BridgeInputError);
      });
    },
  },
);
