package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"

	"searchlab/core/words"
)

// BodyLimits bound how a request's body is read before the request is
// admitted: a client must send its whole body quickly, or it holds nothing
// (no slot, no more than one body's bytes, for a few seconds at most).
type BodyLimits struct {
	// MaxReading bounds the large bodies being read at once (declared
	// larger than SmallBody, or of unknown length), MaxReadingSmall the
	// small ones: a small request is never held up by large bodies. A
	// small request that finds no free place waits for one for at most
	// Idle, a large one not at all: it is refused with 503 before any byte
	// of its body is read. (A large body that waited would be read when a
	// place frees, even if its client had gone: the kernel keeps what was
	// sent. 300 held 1 MB bodies closing at once then made the server read
	// and discard up to 300 MB in a burst of allocation and collection that
	// stalled every answer for 0.1–1.2 s.)
	MaxReading      int
	MaxReadingSmall int
	SmallBody       int64
	// Idle is the longest pause between two reads of a body.
	Idle time.Duration
	// Timeout is the longest a whole body may take to arrive.
	Timeout time.Duration
	// Grace is how long a body may arrive slower than MinRate (the
	// connection's start), and MinRate the slowest average rate, in bytes
	// a second, accepted after it.
	Grace   time.Duration
	MinRate int64
}

// DefaultBodyLimits: 16 large bodies and 256 small ones (up to 64 KiB)
// read at once, so at most 32 MiB are held for bodies; a pause of at most
// 2 s, 10 s in all, and at least 16 KiB a second after the first 2 s (a
// real request is a few kilobytes and arrives at once).
var DefaultBodyLimits = BodyLimits{MaxReading: 16, MaxReadingSmall: 256, SmallBody: 64 << 10,
	Idle: 2 * time.Second, Timeout: 10 * time.Second, Grace: 2 * time.Second, MinRate: 16 << 10}

// bodyError is why a body was refused, with the status that says so.
type bodyError struct {
	code int
	msg  string
}

func (e *bodyError) Error() string { return e.msg }

// readBody reads the whole body of r, at most max bytes, under lim's
// deadline and minimum rate, and checks that it is one JSON value. The
// read deadline is lifted afterwards (a search may stream for minutes);
// the deadlines replace the server's ReadTimeout while the body is read,
// so lim should not exceed it.
// A body that is too large is refused from its Content-Length before any
// byte is read (413), one that arrives too slowly or stops is 408, one
// that is not JSON 400.
func readBody(w http.ResponseWriter, r *http.Request, max int64, lim BodyLimits) (body []byte, err error) {
	tooLarge := &bodyError{http.StatusRequestEntityTooLarge, fmt.Sprintf(
		"the request body is larger than %s: a request is a JSON object of a few kilobytes", words.Count(max, "byte"))}
	if r.ContentLength > max {
		return nil, tooLarge
	}
	rc := http.NewResponseController(w)
	defer func() {
		if err != nil {
			// The rest of a refused body is not read: net/http would read
			// up to 256 KiB of it after the answer to reuse the connection.
			rc.SetReadDeadline(time.Now())
			return
		}
		rc.SetReadDeadline(time.Time{})
	}()
	start := time.Now()
	var buf bytes.Buffer
	limit := max // the most the buffer grows to: the declared length, if any
	if r.ContentLength >= 0 {
		limit = r.ContentLength
	}
	chunk := make([]byte, 32<<10)
	for {
		now := time.Now()
		rc.SetReadDeadline(earlier(now.Add(lim.Idle), start.Add(lim.Timeout)))
		n, err := r.Body.Read(chunk)
		grow(&buf, n, limit)
		buf.Write(chunk[:n])
		if int64(buf.Len()) > max {
			return nil, tooLarge
		}
		if errors.Is(err, io.EOF) {
			break
		}
		elapsed := time.Since(start)
		if err != nil {
			if errors.Is(err, os.ErrDeadlineExceeded) || elapsed >= lim.Timeout {
				return nil, &bodyError{http.StatusRequestTimeout, fmt.Sprintf(
					"the request body did not arrive in time (%s read in %s): send the whole request at once", words.Count(int64(buf.Len()), "byte"), elapsed.Round(time.Millisecond))}
			}
			return nil, &bodyError{http.StatusBadRequest, "reading the request body: " + err.Error()}
		}
		if elapsed > lim.Grace && int64(buf.Len()) < int64(elapsed.Seconds()*float64(lim.MinRate)) {
			return nil, &bodyError{http.StatusRequestTimeout, fmt.Sprintf(
				"the request body arrives too slowly (%s in %s; at least %s a second): send the whole request at once",
				words.Count(int64(buf.Len()), "byte"), elapsed.Round(time.Millisecond), words.Count(lim.MinRate, "byte"))}
		}
	}
	if !json.Valid(buf.Bytes()) {
		return nil, &bodyError{http.StatusBadRequest, "the request body is not one JSON value"}
	}
	return buf.Bytes(), nil
}

// grow makes room for n more bytes in buf as the bytes arrive, doubling
// but never past limit (a body's declared length): a held 1 MB body holds
// what it sent, and a connection that closes before sending frees nothing
// it never got (allocating the declared length up front made 300 closing
// connections allocate 300 MB at once).
func grow(buf *bytes.Buffer, n int, limit int64) {
	if buf.Available() >= n {
		return
	}
	want := int64(max(2*buf.Cap(), buf.Len()+n, 32<<10))
	if want > limit {
		want = max(limit, int64(buf.Len()+n))
	}
	buf.Grow(int(want) - buf.Len())
}

func earlier(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}
