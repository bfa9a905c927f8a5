package experiment

import (
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// csvRecord appends one record to b exactly as encoding/csv's Writer
// writes it with its defaults (comma ',', "\n" at the end of a line): a
// field is quoted when it holds a comma, a double quote, '\r' or '\n',
// when its first rune is a space (unicode.IsSpace), or when it is `\.`;
// inside the quotes a double quote is doubled (RFC 4180 §2). Written here
// so that the page (ui.wasm), which exports the Lab's CSV files, does not
// link encoding/csv (issue 28); the tests read what it writes back with
// encoding/csv. Cost: one pass over the fields.
func csvRecord(b *strings.Builder, rec []string) {
	for n, field := range rec {
		if n > 0 {
			b.WriteByte(',')
		}
		if !csvNeedsQuotes(field) {
			b.WriteString(field)
			continue
		}
		b.WriteByte('"')
		b.WriteString(strings.ReplaceAll(field, `"`, `""`))
		b.WriteByte('"')
	}
	b.WriteByte('\n')
}

// csvNeedsQuotes reports whether encoding/csv's Writer quotes field.
func csvNeedsQuotes(field string) bool {
	if field == "" {
		return false
	}
	if field == `\.` || strings.ContainsAny(field, ",\"\r\n") {
		return true
	}
	r, _ := utf8.DecodeRuneInString(field)
	return unicode.IsSpace(r)
}

// writeCSVRecords writes the records to w in one write.
func writeCSVRecords(w io.Writer, recs ...[]string) error {
	var b strings.Builder
	for _, rec := range recs {
		csvRecord(&b, rec)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
