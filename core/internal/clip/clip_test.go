package clip

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestText(t *testing.T) {
	if got := Text("3 4 5"); got != "3 4 5" {
		t.Errorf("short text changed: %q", got)
	}
	long := strings.Repeat("é", 1000)
	got := Text(long)
	if len(got) > Max+len("…") || !strings.HasSuffix(got, "…") || !utf8.ValidString(got) {
		t.Errorf("Text of 2000 bytes = %q", got)
	}
}
