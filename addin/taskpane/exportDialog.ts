// The dialog "Open to print or save" opens (docs/rules.md §11): where the host's web view cannot
// download, the pane sends the file here (Dialog.messageChild, DialogApi 1.2). A results page is
// shown as it will print, with a button to print it (or save it as PDF); USEBIO and PBN as text
// to copy. It asks for the file once Office is ready, so no message is sent before it listens.
interface Payload {
  kind: "html" | "text";
  name: string;
  text: string;
  lang: string;
  labels: { print: string; copy: string; close: string; text: string };
}

function button(label: string, id: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.id = id;
  b.textContent = label;
  b.addEventListener("click", onClick);
  return b;
}

function show(p: Payload): void {
  document.documentElement.lang = p.lang;
  document.title = p.name;
  const bar = document.getElementById("bar")!;
  const content = document.getElementById("content")!;
  content.style.display = "contents";
  if (p.kind === "html") {
    const frame = document.createElement("iframe");
    frame.id = "file";
    frame.title = p.name;
    // The page has no script of its own; the sandbox keeps it so while letting this page print it.
    frame.setAttribute("sandbox", "allow-same-origin allow-modals");
    frame.srcdoc = p.text;
    content.replaceChildren(frame);
    bar.replaceChildren(
      button(p.labels.print, "print", () => frame.contentWindow?.print()),
      button(p.labels.close, "close", () => Office.context.ui.messageParent("close")),
    );
  } else {
    const area = document.createElement("textarea");
    area.id = "file";
    area.readOnly = true;
    area.value = p.text;
    area.setAttribute("aria-label", p.labels.text);
    content.replaceChildren(area);
    bar.replaceChildren(
      button(p.labels.copy, "copy", () => {
        area.select();
        void navigator.clipboard?.writeText(area.value);
      }),
      button(p.labels.close, "close", () => Office.context.ui.messageParent("close")),
    );
  }
  document.body.dataset.shown = p.kind;
}

Office.onReady(() => {
  Office.context.ui.addHandlerAsync(Office.EventType.DialogParentMessageReceived, (arg: { message: string }) => show(JSON.parse(arg.message) as Payload));
  Office.context.ui.messageParent("ready");
});
