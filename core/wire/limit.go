package wire

import (
	"fmt"
	"io"
)

// TooLargeError reports a request body longer than the limit given to
// LimitReader. DecodeRequest turns it into an InvalidError that says
// "the request body is larger than N bytes".
type TooLargeError struct{ Limit int64 }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("the request body is larger than %d bytes", e.Limit)
}

// LimitReader returns a reader that yields at most limit bytes of r and
// fails with *TooLargeError as soon as r has more. It is the package's
// stand-in for http.MaxBytesReader, so that decoding requests does not
// pull net/http into the WebAssembly UI.
func LimitReader(r io.Reader, limit int64) io.Reader {
	return &limitReader{r: r, left: limit, limit: limit}
}

type limitReader struct {
	r           io.Reader
	left, limit int64 // left < 0: the limit was exceeded
}

func (l *limitReader) Read(p []byte) (int, error) {
	if l.left < 0 {
		return 0, &TooLargeError{Limit: l.limit}
	}
	if int64(len(p)) > l.left+1 {
		p = p[:l.left+1] // one byte more than allowed detects an excess
	}
	n, err := l.r.Read(p)
	if int64(n) > l.left {
		n = int(l.left)
		l.left = -1
		return n, &TooLargeError{Limit: l.limit}
	}
	l.left -= int64(n)
	return n, err
}
