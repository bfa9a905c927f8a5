// chart-png.mjs — saves an SVG chart as a PNG file: the SVG document is
// decoded as an image and drawn at twice its size on a white OffscreenCanvas
// (text in currentColor draws black, as in a file viewer), which encodes
// it. globalThis.searchlabSavePNG(name, svg) → Promise (install below),
// called by the Go UI's Lab (its chart exports).

export async function savePNG(name, svg, scale = 2) {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const w = Math.ceil((m ? Number(m[1]) : 480) * scale);
  const h = Math.ceil((m ? Number(m[2]) : 320) * scale);
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const img = new Image(w, h);
    img.src = url;
    await img.decode();
    const canvas = typeof OffscreenCanvas === "function" ? new OffscreenCanvas(w, h) : Object.assign(document.createElement("canvas"), { width: w, height: h });
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, w, h);
    ctx.drawImage(img, 0, 0, w, h);
    const blob = canvas.convertToBlob
      ? await canvas.convertToBlob({ type: "image/png" })
      : await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
    const a = document.createElement("a");
    const href = URL.createObjectURL(blob);
    a.href = href;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function install() {
  globalThis.searchlabSavePNG = (name, svg) => savePNG(name, svg).catch((err) => {
    console.error("SearchLab: the chart could not be saved as PNG:", err);
    throw err;
  });
}
