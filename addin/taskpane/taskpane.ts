// Placeholder task pane. It shares its runtime with the custom functions, so nothing here may
// block or throw at load: a failure would take the functions down with the pane.
function setStatus(text: string): void {
  const el = document.getElementById("status");
  if (el) el.textContent = text;
}

if (typeof Office === "undefined") {
  // Opened straight in a browser, without office.js: say so instead of spinning forever.
  setStatus("Open this page from Excel: Home › Bridge Scoring.");
} else {
  Office.onReady((info) => {
    setStatus(info.host ? `Ready in ${info.host}. The BRIDGE functions are available.` : "Open this page from Excel: Home › Bridge Scoring.");
  });
}
