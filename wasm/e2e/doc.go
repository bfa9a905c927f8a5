//go:build !js

// Package e2e holds SearchLab's end-to-end tests: the built static site
// (make dist) served under a sub-path by an in-process http.Server and
// driven in headless Chromium with chromedp v0.16.0.
//
// harness_test.go is the shared harness (build once, serve, browser tabs,
// console error collection, waits); plumbing_test.go tests the web plumbing
// (load, worker streaming, Stop, offline, sub-path, update flow); ui_*_test.go
// files test the UI. Set SEARCHLAB_E2E_DIST to a folder built by `make dist`
// to skip the build (useful while iterating), and SEARCHLAB_CHROMIUM to use
// another browser binary.
package e2e
