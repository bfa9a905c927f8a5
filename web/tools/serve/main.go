// Command serve is a tiny static file server for a built dist folder, used by
// `make run` until `searchlab serve -static` exists. It serves .wasm as
// application/wasm (needed by WebAssembly.instantiateStreaming) and
// .webmanifest as application/manifest+json, and sends no-cache so a
// rebuilt app is picked up at once.
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net/http"
	"os"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "dist", "folder to serve")
	flag.Parse()
	if fi, err := os.Stat(*dir); err != nil || !fi.IsDir() {
		log.Fatalf("serve: %s is not a folder; run make dist first", *dir)
	}
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	_ = mime.AddExtensionType(".mjs", "text/javascript")
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
	fs := http.FileServer(http.Dir(*dir))
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		fs.ServeHTTP(w, r)
	})
	fmt.Printf("SearchLab: serving %s at http://%s/\n", *dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, h))
}
