package i18n

import (
	"html"
	"testing"
)

// unescapeXML reads back what escapeXML (core/experiment's escaping)
// writes, as html.UnescapeString does, references of references included.
func TestUnescapeXMLUndoesEscapeXML(t *testing.T) {
	for _, s := range []string{"", "plain", `a "quoted" word`, "it's <b> & </b>", "tab\there", "line\nbreak\r",
		"&amp;", "&lt;b&gt;", "&#34;&#39;", "Tiếng Việt: 8-puzzle × A*", "&&&;;"} {
		e := escapeXML(s)
		if got := unescapeXML(e); got != s {
			t.Errorf("unescapeXML(escapeXML(%q)) = %q", s, got)
		}
		if got, want := unescapeXML(e), html.UnescapeString(e); got != want {
			t.Errorf("unescapeXML(%q) = %q, html.UnescapeString %q", e, got, want)
		}
	}
	if got := unescapeXML("&quot;x&apos;"); got != `"x'` {
		t.Errorf("named quotes: %q", got)
	}
}
