// boot.mjs — starts SearchLab in the page, in this order, so that the page
// is interactive before the solver has downloaded:
//   1. fetches ./ui.wasm (the page's program, high priority) with a
//      progress indicator and runs it with Go's own wasm_exec.js (loaded
//      before this module by index.html); the Vecty UI replaces <body>,
//      loader included;
//   2. then starts the screens' solver worker (web/worker-pool.mjs; it
//      downloads and compiles build/app.wasm): the lanes and
//      globalThis.searchlabSolver, the only way the Go UI reaches the
//      solver, are installed at once, but no worker starts before the page
//      has drawn itself unless a run asks for one (a Run, Step or Lab action
//      before then waits for it, and the page says "the solver is loading",
//      wasm/app/solver_events.go); the warm spare starts once that worker
//      is ready (worker-pool.mjs);
//   3. once a worker has loaded the solver, says so
//      (searchlabSolver.loaded(), the "searchlab-solver-loaded" window
//      event) and registers the service worker (offline use and the
//      "update ready" banner), whose precache then finds both binaries in
//      the browser's HTTP cache instead of downloading them a second time
//      while the page still waits for them.
// All URLs are relative so the app works from any sub-path.
import { install, LANES } from "./worker-pool.mjs";
import { install as installLabArchive } from "./lab-archive.mjs";
import { install as installPNG } from "./chart-png.mjs";

// The loader speaks the page's language before the UI can: the one the
// reader chose (kept in the session, wasm/app/store/session.go), else the
// browser's first of Vietnamese and English, as the UI picks it.
const words = {
  en: {
    loading: "Loading SearchLab… ",
    stopped: (m) => "SearchLab stopped: " + m + ". Reload the page to start again.",
    failed: (m) => "SearchLab could not start: " + m +
      ". It needs a current browser with WebAssembly (Chrome, Edge, Firefox or Safari); try reloading the page.",
    update: "A new version of SearchLab is ready. ",
    reload: "Reload",
  },
  vi: {
    loading: "Đang tải SearchLab… ",
    stopped: (m) => "SearchLab đã dừng: " + m + ". Hãy tải lại trang để bắt đầu lại.",
    failed: (m) => "Không khởi động được SearchLab: " + m +
      ". Ứng dụng cần một trình duyệt mới có WebAssembly (Chrome, Edge, Firefox hoặc Safari); hãy thử tải lại trang.",
    update: "Đã có phiên bản mới của SearchLab. ",
    reload: "Tải lại",
  },
};

function pageLanguage() {
  try {
    const chosen = JSON.parse(localStorage.getItem("searchlab/v1/session") || "{}").lang;
    if (chosen === "vi" || chosen === "en") return chosen;
  } catch (err) {
    // No storage (a private window) or a damaged record: follow the browser.
  }
  const langs = navigator.languages || [navigator.language || ""];
  return langs.map((l) => String(l).toLowerCase().split("-")[0]).find((l) => l === "vi" || l === "en") || "en";
}

const lang = pageLanguage();
const say = words[lang];
document.documentElement.lang = lang;

const loader = document.getElementById("sl-loader");
const bar = document.getElementById("sl-loader-progress");
const text = document.getElementById("sl-loader-text");

function showProgress(fraction) {
  const pct = Math.max(0, Math.min(100, Math.floor(fraction * 100)));
  if (bar) bar.value = pct;
  if (text) text.textContent = say.loading + pct + "%";
}

function showFailure(message) {
  console.error("SearchLab failed to start:", message);
  if (!loader || !loader.isConnected) {
    // The UI had already replaced the loader: say so in a banner outside <body>.
    if (document.getElementById("sl-fatal")) return;
    const banner = document.createElement("div");
    banner.id = "sl-fatal";
    banner.setAttribute("role", "alert");
    banner.setAttribute("data-testid", "fatal-banner");
    banner.style.cssText = "position:fixed;left:0;right:0;top:0;z-index:1001;background:#a61b1b;color:#fff;" +
      "padding:.6rem 1rem;font:15px system-ui,sans-serif;text-align:center";
    banner.textContent = say.stopped(message);
    document.documentElement.append(banner);
    return;
  }
  loader.classList.add("sl-loader-failed");
  if (bar) bar.hidden = true;
  if (text) {
    text.textContent = say.failed(message);
  }
}

// The update banner lives outside <body>, because the UI re-renders the body.
const update = { ready: false, apply: () => {} };
globalThis.searchlabUpdate = update;

function showUpdate(waiting) {
  update.ready = true;
  update.apply = () => {
    update.requested = true;
    waiting.postMessage({ type: "skipWaiting" });
  };
  if (document.getElementById("sl-update")) return;
  const banner = document.createElement("div");
  banner.id = "sl-update";
  banner.setAttribute("role", "status");
  banner.setAttribute("data-testid", "update-banner");
  banner.style.cssText = "position:fixed;left:50%;bottom:1rem;transform:translateX(-50%);z-index:1000;" +
    "background:#1f4e79;color:#fff;padding:.5rem 1rem;border-radius:.4rem;font:14px system-ui,sans-serif;" +
    "box-shadow:0 2px 8px rgba(0,0,0,.3)";
  banner.append(say.update);
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = say.reload;
  button.setAttribute("data-testid", "update-reload");
  button.onclick = () => update.apply();
  banner.append(button);
  document.documentElement.append(banner);
}

async function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first install claims the page: that is no reason to reload. Only
    // reload when the person asked for the new version.
    if (update.requested && !reloading) {
      reloading = true;
      location.reload();
    }
  });
  try {
    const reg = await navigator.serviceWorker.register("./sw.js");
    const watch = (sw) => {
      if (!sw) return;
      sw.addEventListener("statechange", () => {
        if (sw.state === "installed" && navigator.serviceWorker.controller) showUpdate(sw);
      });
    };
    if (reg.waiting && navigator.serviceWorker.controller) showUpdate(reg.waiting);
    // The browser may have found the update (on navigation) before this ran.
    watch(reg.installing);
    reg.addEventListener("updatefound", () => watch(reg.installing));
  } catch (err) {
    // The app still works online without it.
    console.warn("SearchLab: offline support is unavailable:", err && err.message || err);
  }
}

async function fetchWithProgress(url, total) {
  const res = await fetch(url, { priority: "high" });
  if (!res.ok) throw new Error(url + " answered HTTP " + res.status);
  if (!res.body || !total) return res;
  let loaded = 0;
  const reader = res.body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) { showProgress(1); controller.close(); return; }
      loaded += value.byteLength;
      showProgress(loaded / total);
      controller.enqueue(value);
    },
    cancel(reason) { return reader.cancel(reason); },
  });
  return new Response(counted, { headers: { "Content-Type": "application/wasm" } });
}

async function startUI() {
  if (typeof WebAssembly !== "object" || typeof globalThis.Go !== "function") {
    throw new Error(typeof WebAssembly !== "object" ? "this browser has no WebAssembly" : "wasm_exec.js did not load");
  }
  const total = Number(loader && loader.dataset.uiWasmBytes) || 0;
  const go = new Go();
  const res = fetchWithProgress("./ui.wasm", total);
  let result;
  if (WebAssembly.instantiateStreaming) {
    result = await WebAssembly.instantiateStreaming(res, go.importObject);
  } else {
    result = await WebAssembly.instantiate(await (await res).arrayBuffer(), go.importObject);
  }
  showProgress(1);
  go.run(result.instance).then(() => {
    // RenderBody never returns, so the UI exiting means it failed.
    showFailure("the user interface stopped (see the console)");
  });
}

// SOLVER_SW_FALLBACK_MS: the service worker is registered this long after
// the solver's worker started even if no worker loaded the solver by then
// (the app still works online without it).
const SOLVER_SW_FALLBACK_MS = 30000;

const lanes = install({ labSize: Math.max(1, (navigator.hardwareConcurrency | 0) - 1), eager: false });
installLabArchive();
installPNG();

// The solver's code has loaded once a worker of any lane said "ready"
// (it stays loaded: later workers compile it from the HTTP cache).
let solverLoaded = false;
globalThis.searchlabSolver.loaded = () => solverLoaded;

let solverStarted = false;
function startSolver() {
  if (solverStarted) return;
  solverStarted = true;
  lanes[LANES.SCREENS].fill();
  let swRegistered = false;
  const registerOnce = () => {
    if (swRegistered) return;
    swRegistered = true;
    registerServiceWorker();
  };
  const fallback = setTimeout(registerOnce, SOLVER_SW_FALLBACK_MS);
  const poll = setInterval(() => {
    if (!Object.values(lanes).some((l) => l.slots.some((w) => w.ready))) return;
    clearInterval(poll);
    clearTimeout(fallback);
    solverLoaded = true;
    globalThis.dispatchEvent(new Event("searchlab-solver-loaded"));
    registerOnce();
  }, 50);
}

// afterPaint runs f once the page has drawn the frame the UI rendered
// (a frame, then a task); a hidden tab draws no frames, hence the timer.
function afterPaint(f) {
  const t = setTimeout(f, 1000);
  requestAnimationFrame(() => setTimeout(() => { clearTimeout(t); f(); }, 0));
}

startUI()
  .catch((err) => showFailure(err && err.message || String(err)))
  .finally(() => afterPaint(startSolver));
