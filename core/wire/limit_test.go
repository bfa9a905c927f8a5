package wire

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// LimitReader passes bodies up to the limit through unchanged and fails
// with a TooLargeError on the first byte beyond it, whatever the read sizes.
func TestLimitReader(t *testing.T) {
	for _, tc := range []struct {
		body    string
		limit   int64
		tooBig  bool
		oneByte bool
	}{
		{"", 0, false, false},
		{"abc", 3, false, false},
		{"abc", 3, false, true},
		{"abcd", 3, true, false},
		{"abcd", 3, true, true},
		{"a", 0, true, false},
	} {
		var r io.Reader = strings.NewReader(tc.body)
		if tc.oneByte {
			r = iotest.OneByteReader(r)
		}
		got, err := io.ReadAll(LimitReader(r, tc.limit))
		var tl *TooLargeError
		if tc.tooBig {
			if !errors.As(err, &tl) || tl.Limit != tc.limit || int64(len(got)) != tc.limit {
				t.Errorf("%q limit %d: read %q, err %v; want %d bytes then TooLargeError", tc.body, tc.limit, got, err, tc.limit)
			}
			continue
		}
		if err != nil || string(got) != tc.body {
			t.Errorf("%q limit %d: read %q, err %v", tc.body, tc.limit, got, err)
		}
	}
}

// DecodeRequest names the size limit when the body exceeds it.
func TestDecodeRequestTooLarge(t *testing.T) {
	body := `{"game":"npuzzle","board":"` + strings.Repeat(" ", 100) + `"}`
	_, err := DecodeRequest(LimitReader(strings.NewReader(body), 64))
	var inv *InvalidError
	if !errors.As(err, &inv) || inv.Msg != "the request body is larger than 64 bytes" {
		t.Fatalf("err = %v, want an InvalidError naming the 64-byte limit", err)
	}
	if _, err := DecodeRequest(LimitReader(strings.NewReader(body), int64(len(body)))); err != nil {
		t.Fatalf("a body exactly at the limit: %v", err)
	}
}
