// Package i18n is the page's message catalogue: every sentence the UI
// shows, in English and Vietnamese side by side (catalogue.go), with the
// number, decimal, duration and size formats of each language
// (number.go) and the Vietnamese names and help texts of the registry's
// algorithms and parameters (registry.go), which the core keeps in
// English for the CLI and the HTTP API; and the core's own sentences as
// the page shows them (core.go: stop reasons, the replay's pseudocode and
// event sentences, the Lab's summaries, charts and Markdown report, the
// parsers' errors), translated at display time by the core's English.
//
// A message is looked up by key in a Lang: Lang.T("header.about").
// Placeholders are named in braces, "{n} moves", filled from name/value
// pairs: Lang.T("count.moves", "n", 3). Integers are written with the
// language's digit grouping ("93,782" / "93.782"); a decimal is formatted
// by the caller (Lang.Fixed) and passed as a string. English has two
// plural forms (one, other): a message whose English differs for one
// thing has an EnOne form, used when the argument n is 1; Vietnamese
// nouns do not change with the count ("1 nước đi", "3 nước đi").
//
// Why a hand-written table and not golang.org/x/text/message: the page
// needs two languages, plural rules that fit in one field (English's
// one/other; Vietnamese has none) and two number formats, which
// number.go writes in a few lines on top of core/words. x/text/message
// brings CLDR's tables for every language, its catalogue builder and a
// fmt reimplementation into a page whose wasm is already 14.6 MB raw:
// a minimal program printing an int and a float through
// message.NewPrinter(language.Vietnamese) is 3,365,334 bytes of wasm
// against 2,654,505 with fmt alone (x/text v0.44.0, Go 1.26: +711 kB raw,
// +199 kB gzipped), for what number.go does in a page of code. A plain Go map also keeps the English and
// the Vietnamese of a message on one line, where a translator sees both,
// and the tests (catalogue_test.go) check both forms of every message
// for the same placeholders, so a message in one language only fails
// `go test`.
//
// Adding a language: a Lang constant and its formats in number.go, a
// field per message in the catalogue and per translation in registry_vi.go
// and the core_vi_*.go tables (their own files), the plural forms it needs in Message, and a glossary of
// its course terms (glossary.go); the tests then name every message still
// missing it.
//
// The package is pure Go (no syscall/js), so it builds and tests natively.
package i18n
