#!/usr/bin/env node
// Prints docs/testing.md's mutation table from Stryker's JSON report (reports/mutation/mutation.json),
// and with --survivors every surviving or uncovered mutant, for sorting into equivalent and real.
// Several reports (a whole run, then a rerun of some modules): a module's figures come from the
// last report that holds it.
// Score = (killed + timed out) / (killed + timed out + survived + no coverage), as Stryker counts.
// "equivalent": mutants the source marks `// Stryker disable next-line <mutators>: equivalent, why`;
// Stryker reports them as ignored and leaves them out of the score. --equivalent lists them.
const fs = require("fs");
const path = require("path");

const given = process.argv.slice(2).filter((a) => a.endsWith(".json"));
const files = given.length ? given : [path.join(__dirname, "..", "reports", "mutation", "mutation.json")];
const report = { files: {} };
for (const file of files) Object.assign(report.files, JSON.parse(fs.readFileSync(file, "utf8")).files);
const rows = [];
const all = { killed: 0, timeout: 0, survived: 0, nocov: 0, equivalent: 0, other: 0 };
const isEquivalent = (m) => m.status === "Ignored" && /^equivalent\b/.test(m.statusReason ?? "");
for (const [name, f] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const c = { killed: 0, timeout: 0, survived: 0, nocov: 0, equivalent: 0, other: 0 };
  for (const m of f.mutants) {
    const k = isEquivalent(m) ? "equivalent" : ({ Killed: "killed", Timeout: "timeout", Survived: "survived", NoCoverage: "nocov" }[m.status] ?? "other");
    c[k]++;
    all[k]++;
  }
  rows.push([name, c]);
}
const score = (c) => {
  const d = c.killed + c.timeout + c.survived + c.nocov;
  return d === 0 ? "—" : ((100 * (c.killed + c.timeout)) / d).toFixed(2);
};
const line = (name, c) => `| ${name} | ${score(c)} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.nocov} | ${c.equivalent} | ${c.other} |`;

const listing = process.argv.includes("--survivors")
  ? (m) => m.status === "Survived" || m.status === "NoCoverage"
  : process.argv.includes("--equivalent")
    ? isEquivalent
    : null;
if (listing) {
  for (const [name, f] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const lines = f.source.split("\n");
    for (const m of f.mutants.filter(listing).sort((a, b) => a.location.start.line - b.location.start.line)) {
      const at = m.location.start;
      console.log(`${name}:${at.line}:${at.column} ${m.status} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? "")}`);
      console.log(`    ${isEquivalent(m) ? m.statusReason : lines[at.line - 1].trim().slice(0, 160)}`);
    }
  }
} else {
  console.log("| module | score % | killed | timed out | survived | no coverage | equivalent | not counted |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const [name, c] of rows) console.log(line(`\`${name}\``, c));
  console.log(line("**all**", all).replace(`| ${score(all)} |`, `| **${score(all)}** |`));
}
