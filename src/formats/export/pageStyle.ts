// The results page's stylesheet (docs/rules.md §11): written into the page itself, so the page
// fetches nothing — no font, no file — and prints on the paper of the club's country.

export const PAGE_STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { font: 10pt/1.35 "Segoe UI", Calibri, Arial, sans-serif; color: #111; margin: 0 auto; padding: 12px; max-width: 186mm; }
h1 { font-size: 16pt; margin: 0 0 2px; }
h2 { font-size: 13pt; margin: 18px 0 6px; border-bottom: 1px solid #888; }
h3 { font-size: 11pt; margin: 12px 0 4px; }
.meta { margin: 0 0 8px; color: #333; }
table { border-collapse: collapse; width: 100%; margin: 0 0 10px; break-inside: avoid; page-break-inside: avoid; }
table.ranking { break-inside: auto; page-break-inside: auto; }
caption { text-align: left; font-weight: 600; padding: 2px 0; }
th, td { border: 1px solid #bbb; padding: 2px 5px; text-align: left; vertical-align: top; }
thead th { background: #eee; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tfoot th, tfoot td { font-weight: 600; background: #f6f6f6; }
.names { color: #333; }
.cards { display: grid; grid-template-columns: 1fr; gap: 4px; }
.note { font-size: 9pt; color: #333; }
footer { margin-top: 16px; font-size: 8pt; color: #555; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
.print-choice { margin: 0 0 8px; font-size: 9pt; }
/* A4 is 210 mm wide and Letter 8.5 in (216 mm): 186 mm of text fits both with 12 mm margins. */
@media print { body { padding: 0; max-width: none; } h2 { break-after: avoid; page-break-after: avoid; } section.board, section.card { break-inside: avoid; page-break-inside: avoid; }
  .print-choice { display: none; }
  /* The ranking-only print: the box ticked (or the page made so) leaves the travellers and the cards off paper. */
  #ranking-only:checked ~ main .part-travellers, #ranking-only:checked ~ main .part-cards { display: none; } }
`;

/** The paper a page is printed on (docs/rules.md §11): Letter for ACBL clubs (the US and Canada), else A4. */
export function paperOf(profile: string): "A4" | "letter" {
  return profile === "acbl" ? "letter" : "A4";
}
