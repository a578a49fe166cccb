// "Export results…" (docs/rules.md §11): the traveller on the active sheet, scored by the core with
// the profile and scoring of the sheet's own formulas, as a results page, USEBIO or PBN. The file
// is offered as a download where the host's web view can save one, and otherwise shown to copy and
// opened in an Office dialog to print or save (docs/import-export.md, "Publishing a session").
import { asNotPlayed, badEntries, ExportError, ExportFormat, ExportResult, exportSessionInSteps, ExportLine, fileName, renderMessage } from "../../src";
import { Language } from "../i18n/language";
import { paneText, textsIn } from "../i18n/pane";
import { ExportSheet, previewExportSheet, readExportSheet } from "./exportRead";
import { progressStep } from "./exportProgress";

type Status = (text: string, kind?: "info" | "error" | "ok") => void;

/** Whether the host's web view saves a download (docs/import-export.md, "Publishing a session"). */
export function canDownload(): boolean {
  // Office on the web runs the pane in the browser, which saves downloads. The desktop web views
  // are not documented to (Microsoft: blob downloads are unsupported in EdgeHTML and WebView2;
  // WKWebView on Mac and iPad has no download), so there the pane offers the other ways.
  const platform = (Office.context as unknown as { platform?: string }).platform;
  return platform === "OfficeOnline";
}

const isSupported = (set: string, version: string): boolean => {
  try {
    return Office.context.requirements.isSetSupported(set, version);
  } catch {
    return false;
  }
};

/** Opens the file in an Office dialog (DialogApi 1.2: the text is passed to it with messageChild). */
function openInDialog(result: ExportResult, name: string, lang: Language): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = new URL("export-dialog.html", window.location.href).toString();
    Office.context.ui.displayDialogAsync(url, { height: 80, width: 70, displayInIframe: true }, (opened) => {
      if (opened.status !== Office.AsyncResultStatus.Succeeded) {
        reject(new Error(opened.error?.message ?? String(opened.error)));
        return;
      }
      const dialog = opened.value;
      dialog.addEventHandler(Office.EventType.DialogMessageReceived, (arg) => {
        const message = (arg as { message?: string }).message ?? "";
        if (message === "ready")
          dialog.messageChild(
            JSON.stringify({
              kind: result.format === "html" ? "html" : "text",
              name,
              text: result.text,
              lang,
              labels: {
                print: paneText(lang, "export.print"),
                copy: paneText(lang, "export.copy"),
                close: paneText(lang, "export.close"),
                text: paneText(lang, "export.textLabel"),
              },
            }),
          );
        else if (message === "close") dialog.close();
      });
      resolve();
    });
  });
}

const $ = <T extends HTMLElement>(id: string): T | null => document.getElementById(id) as T | null;

/**
 * Binds the pane's "Export results…" section. `settings` are the pane's profile and scoring, used
 * when the sheet has no scoring formula. Returns the check the pane runs when the selection (and
 * with it perhaps the sheet) changes.
 */
export function wireExport(setStatus: Status, language: () => Language, settings: () => { profile: string; scoring: "mp" | "butler" }): () => void {
  const section = $<HTMLDetailsElement>("export");
  const button = $<HTMLButtonElement>("export-button");
  if (!section || !button) return () => undefined;
  const problem = $<HTMLParagraphElement>("export-problem")!;
  const summary = $<HTMLParagraphElement>("export-summary")!;
  const confirm = $<HTMLDivElement>("export-confirm")!;
  const result = $<HTMLDivElement>("export-result")!;
  const app = $<HTMLElement>("app")!;
  const T = textsIn(language);
  let url: string | null = null;
  let checks = 0;

  const done = (name: "export") => (app.dataset[name] = String(Number(app.dataset[name] ?? 0) + 1));

  const off = (why: string) => {
    button.disabled = true;
    problem.hidden = false;
    problem.textContent = why;
    summary.textContent = "";
  };
  const on = (read: { sheet: string; scoring: ExportSheet["scoring"] }, lines: number | null, rows: number) => {
    button.disabled = false;
    problem.hidden = true;
    const profile = /profile\s*=\s*([a-z]+)/i.exec(read.scoring.options)?.[1] ?? "wbf";
    const scoring =
      read.scoring.scoring === "butler" ? T("scoring.butler") : read.scoring.scoring === "crossimp" ? T("export.scoring.crossimp") : T("scoring.mp");
    summary.textContent =
      lines === null
        ? T("export.readyLarge", { rows, sheet: read.sheet, scoring, profile })
        : T("export.ready", { lines, sheet: read.sheet, scoring, profile });
    const event = $<HTMLInputElement>("export-event")!;
    if (!event.value.trim()) event.value = read.sheet;
    // USEBIO's DATE and PBN's Date: today unless the director says otherwise (docs/task-pane.md).
    const date = $<HTMLInputElement>("export-date")!;
    if (!date.value) date.value = today();
  };

  /**
   * Export is on only for a sheet that holds a traveller; off, it says why. Run at every selection
   * change while the section is open, so it reads only the sheet's first rows (exportRead.ts).
   */
  const check = async (): Promise<void> => {
    const seq = ++checks;
    try {
      const read = await previewExportSheet(settings(), language());
      if (seq !== checks) return;
      if ("problem" in read) off(read.problem);
      else on(read, read.lines, read.rows);
    } finally {
      if (seq === checks) app.dataset.exportChecks = String(Number(app.dataset.exportChecks ?? 0) + 1);
    }
  };
  /** The whole traveller, read when Export is clicked; the section then says what it found. */
  const readAll = async (): Promise<ExportSheet | null> => {
    ++checks; // a check still under way would describe an older sheet
    const read = await readExportSheet(settings(), language());
    if ("problem" in read) {
      off(read.problem);
      if (read.retry) button.disabled = false; // Excel is calculating: the director clicks again when it is done
      return null;
    }
    on(read, read.lines.length, read.lines.length);
    return read;
  };
  const refresh = () => {
    if (section.open) void check().catch((e) => setStatus(T("export.failed", { error: e instanceof Error ? e.message : String(e) }), "error"));
  };
  section.addEventListener("toggle", refresh);

  const show = (res: ExportResult, name: string) => {
    const lang = language();
    result.hidden = false;
    const link = $<HTMLAnchorElement>("export-download")!;
    if (url) URL.revokeObjectURL(url);
    url = null;
    const downloads = canDownload();
    link.hidden = !downloads;
    if (downloads) {
      url = URL.createObjectURL(new Blob([res.text], { type: res.mime }));
      link.href = url;
      link.download = name;
      link.textContent = T("export.download", { file: name });
    }
    $<HTMLParagraphElement>("export-nodownload")!.hidden = downloads;
    $<HTMLParagraphElement>("export-nodownload")!.textContent = T("export.noDownload", { file: name });
    const text = $<HTMLTextAreaElement>("export-text")!;
    text.value = res.text;
    $<HTMLButtonElement>("export-open")!.hidden = !isSupported("DialogApi", "1.2");
    const list = $<HTMLUListElement>("export-warnings")!;
    list.replaceChildren(
      ...res.warnings.map((w) => {
        const li = document.createElement("li");
        li.textContent = renderMessage(w, lang);
        return li;
      }),
    );
    $<HTMLParagraphElement>("export-warnings-title")!.hidden = res.warnings.length === 0;
    $<HTMLParagraphElement>("export-warnings-title")!.textContent = T("export.warnings", { count: res.warnings.length });
    current = { res, name };
  };
  let current: { res: ExportResult; name: string } | null = null;
  let pending: ExportSheet | null = null;

  /** Builds the file in steps, saying how far it has got, with Export off until it is done (a second click would start a second build). */
  const run = async (sheet: ExportSheet, lines: ExportLine[]): Promise<void> => {
    const format = ($<HTMLSelectElement>("export-format")!.value || "html") as ExportFormat;
    const event = $<HTMLInputElement>("export-event")!.value.trim() || sheet.sheet;
    const date = $<HTMLInputElement>("export-date")!.value;
    const name = fileName(event, format);
    button.disabled = true;
    try {
      const res = await exportSessionInSteps(
        {
          event,
          date,
          scoring: sheet.scoring.scoring,
          options: sheet.scoring.options,
          rankingOptions: sheet.scoring.rankingOptions ?? undefined,
          language: language(),
          lines,
          names: sheet.names,
          // USEBIO's CLUB_NAME and EVENT_IDENTIFIER, for a masterpoint system (docs/import-export.md).
          club: $<HTMLInputElement>("export-club")!.value.trim(),
          eventId: $<HTMLInputElement>("export-event-id")!.value.trim(),
        },
        format,
        {},
        progressStep((percent) => {
          app.dataset.exportProgress = String(percent);
          setStatus(T("export.building", { file: name, percent }), "info");
        }),
      );
      show(res, name);
      setStatus(T("export.done", { file: name, lines: lines.length }), res.warnings.length ? "info" : "ok");
    } finally {
      button.disabled = false;
    }
  };

  const fail = (e: unknown) =>
    setStatus(T("export.failed", { error: e instanceof ExportError ? renderMessage(e, language()) : e instanceof Error ? e.message : String(e) }), "error");

  button.addEventListener("click", () => {
    confirm.hidden = true;
    result.hidden = true;
    void readAll()
      .then((sheet) => {
        if (!sheet) return;
        const bad = badEntries(sheet.lines);
        if (bad.length) {
          // A line whose entry does not read is exported only as not played, and only if the director says so.
          pending = sheet;
          confirm.hidden = false;
          $<HTMLParagraphElement>("export-confirm-text")!.textContent = T("export.badLines", {
            count: bad.length,
            lines: bad.map((b) => renderMessage(b.message, language())).join("; "),
          });
          return;
        }
        return run(sheet, sheet.lines);
      })
      .catch(fail)
      .finally(() => done("export"));
  });
  $<HTMLButtonElement>("export-confirm-np")!.addEventListener("click", () => {
    const sheet = pending;
    pending = null;
    confirm.hidden = true;
    if (!sheet) return;
    void run(
      sheet,
      asNotPlayed(
        sheet.lines,
        badEntries(sheet.lines).map((b) => b.index),
      ),
    )
      .catch(fail)
      .finally(() => done("export"));
  });
  $<HTMLButtonElement>("export-cancel")!.addEventListener("click", () => {
    pending = null;
    confirm.hidden = true;
    done("export");
  });
  $<HTMLButtonElement>("export-copy")!.addEventListener("click", () => {
    const text = $<HTMLTextAreaElement>("export-text")!;
    text.select();
    const copied = () => setStatus(T("export.copied", { file: current?.name ?? "" }), "ok");
    // The Clipboard API where the web view allows it; the selected text box is the fallback.
    if (navigator.clipboard?.writeText) void navigator.clipboard.writeText(text.value).then(copied, copied);
    else copied();
  });
  $<HTMLButtonElement>("export-open")!.addEventListener("click", () => {
    if (!current) return;
    void openInDialog(current.res, current.name, language())
      .catch((e) => setStatus(T("export.dialogFailed", { error: e instanceof Error ? e.message : String(e) }), "error"))
      .finally(() => done("export"));
  });
  return refresh;
}

/** Today as the date input takes it (YYYY-MM-DD), in the director's own time zone. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}
