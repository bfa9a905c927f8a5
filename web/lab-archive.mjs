// lab-archive.mjs — where the Lab keeps experiments and their results:
// IndexedDB, behind globalThis.searchlabLabArchive (install below), which
// the Go UI's bridge (wasm/app/labarchive.go) calls.
//
// Why IndexedDB and not localStorage: an experiment has up to 50,000 runs
// and a result takes from 200 bytes to a few kilobytes (moves included),
// more than localStorage's 5 MB, which the rest of the app shares; and
// localStorage writes whole strings synchronously on the page's thread, so
// saving every run as it arrives would rewrite the whole experiment each
// time. IndexedDB adds one record per run, asynchronously, keyed by
// [experiment id, run index]: saving a run again replaces it, so a resumed
// experiment never holds a run twice.
//
// Stores: "experiments" (key: the record's id; value: {id, json}) and
// "results" (key: [id, index]; value: the result's JSON). Results that
// arrive together are written in one transaction.

const DB_NAME = "searchlab-lab";
const DB_VERSION = 1;

let dbPromise = null;

function open() {
  if (dbPromise) return dbPromise;
  dbPromise = new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") {
      reject(new Error("this browser has no IndexedDB"));
      return;
    }
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains("experiments")) db.createObjectStore("experiments", { keyPath: "id" });
      if (!db.objectStoreNames.contains("results")) db.createObjectStore("results");
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error || new Error("IndexedDB could not be opened"));
    req.onblocked = () => reject(new Error("IndexedDB is blocked by another tab of this site"));
  });
  dbPromise.catch(() => { dbPromise = null; });
  return dbPromise;
}

// done resolves when a transaction completes.
function done(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error || new Error("an IndexedDB write failed"));
    tx.onabort = () => reject(tx.error || new Error("an IndexedDB write was aborted (storage full?)"));
  });
}

function request(r) {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

const range = (id) => IDBKeyRange.bound([id, -Infinity], [id, Infinity]);

// Results waiting for the next write: [{id, index, json, resolve, reject}].
let queue = [];
let flushing = false;

async function flush() {
  flushing = false;
  const batch = queue;
  queue = [];
  try {
    const db = await open();
    const tx = db.transaction("results", "readwrite");
    const store = tx.objectStore("results");
    for (const r of batch) store.put(r.json, [r.id, r.index]);
    await done(tx);
    for (const r of batch) r.resolve();
  } catch (err) {
    for (const r of batch) r.reject(err);
  }
}

export const archive = {
  // list resolves with every record's JSON, with "done" counted from the
  // results kept.
  async list() {
    const db = await open();
    const tx = db.transaction(["experiments", "results"], "readonly");
    const recs = await request(tx.objectStore("experiments").getAll());
    const results = tx.objectStore("results");
    const counts = await Promise.all(recs.map((r) => request(results.count(range(r.id)))));
    return recs.map((r, i) => {
      const rec = JSON.parse(r.json);
      rec.done = counts[i];
      return JSON.stringify(rec);
    });
  },
  // load resolves with a record's JSON and its results' JSON in index order.
  async load(id) {
    const db = await open();
    const tx = db.transaction(["experiments", "results"], "readonly");
    const rec = await request(tx.objectStore("experiments").get(id));
    if (!rec) throw new Error("no experiment " + id + " is kept");
    const results = await request(tx.objectStore("results").getAll(range(id)));
    return { record: rec.json, results };
  },
  async put(id, json) {
    const db = await open();
    const tx = db.transaction("experiments", "readwrite");
    tx.objectStore("experiments").put({ id, json });
    await done(tx);
  },
  add(id, index, json) {
    return new Promise((resolve, reject) => {
      queue.push({ id, index, json, resolve, reject });
      if (!flushing) {
        flushing = true;
        setTimeout(flush, 0);
      }
    });
  },
  async remove(id) {
    const db = await open();
    const tx = db.transaction(["experiments", "results"], "readwrite");
    tx.objectStore("experiments").delete(id);
    tx.objectStore("results").delete(range(id));
    await done(tx);
  },
  available: () => typeof indexedDB !== "undefined",
};

export function install() {
  globalThis.searchlabLabArchive = archive;
  return archive;
}
