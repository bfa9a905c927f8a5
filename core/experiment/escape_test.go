package experiment

import (
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"strings"
	"testing"
)

// tricky are texts that exercise every rule of XML escaping and CSV
// quoting: markup characters, controls XML forbids, bytes that are not
// UTF-8, a real U+FFFD, leading spaces of several kinds, separators.
var tricky = []string{"", "plain", `a "quoted" word`, "it's <b> & </b>", "tab\there", "line\nbreak", "cr\rlf\r\n",
	"\x00nul\x1fus", "bad \xff\xfe byte", "real \uFFFD", "\uFFFE\uFFFF", "\U0001F600 emoji", "ünïcödé Tiếng Việt",
	" lead", "\tlead", "\u00a0nbsp", "\u2003em", `\.`, `\.x`, "a,b", ",", `"`, "trail ", "x\u0085y"}

// esc writes what encoding/xml's EscapeText writes.
func TestEscMatchesXMLEscapeText(t *testing.T) {
	for _, s := range tricky {
		var want bytes.Buffer
		if err := xml.EscapeText(&want, []byte(s)); err != nil {
			t.Fatal(err)
		}
		if got := esc(s); got != want.String() {
			t.Errorf("esc(%q) = %q, xml.EscapeText %q", s, got, want.String())
		}
	}
}

// csvRecord writes what encoding/csv's Writer writes, record by record,
// and the result reads back to the same fields.
func TestCSVRecordMatchesEncodingCSV(t *testing.T) {
	recs := [][]string{tricky, {"one"}, {"", ""}, {" "}, {`\.`}}
	for _, s := range tricky {
		recs = append(recs, []string{s, s})
	}
	var want bytes.Buffer
	cw := csv.NewWriter(&want)
	if err := cw.WriteAll(recs); err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	for _, rec := range recs {
		csvRecord(&got, rec)
	}
	if got.String() != want.String() {
		t.Errorf("csvRecord wrote\n%q\nencoding/csv\n%q", got.String(), want.String())
	}
	var w bytes.Buffer
	if err := writeCSVRecords(&w, recs...); err != nil || w.String() != want.String() {
		t.Errorf("writeCSVRecords: %v, %q", err, w.String())
	}
}
