package wire

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// The primitives of the binary frames (frame.go): unsigned and signed
// (zigzag) varints as encoding/binary writes them, strings and byte runs
// with their length first, floats as a varint when they hold an integer
// (most of a trace's g, h and bounds) and as their 8 IEEE bytes otherwise,
// and slices with their length plus one first (0: a nil slice), so that a
// decoded value is the encoded one, nil or empty alike. Decoding never
// panics: the first problem sets the reader's error and every later read
// gives zero values; a length is checked against the bytes left before
// anything is allocated, so a malformed frame cannot ask for a huge slice.

// frameWriter appends a frame's bytes.
type frameWriter struct{ b []byte }

func (w *frameWriter) byte(c byte)      { w.b = append(w.b, c) }
func (w *frameWriter) uvarint(x uint64) { w.b = binary.AppendUvarint(w.b, x) }
func (w *frameWriter) varint(x int64)   { w.b = binary.AppendVarint(w.b, x) }

func (w *frameWriter) bool(v bool) {
	if v {
		w.byte(1)
	} else {
		w.byte(0)
	}
}

func (w *frameWriter) string(s string) {
	w.uvarint(uint64(len(s)))
	w.b = append(w.b, s...)
}

// float writes x: an integer of at most 53 bits as tag 0 and a zigzag
// varint shifted left by one (so the low bit 0 tells it apart), any other
// value (fractions, -0, infinities, NaN) as the byte 1 and its 8 bytes.
//
// The test for an integer converts (x is in range first, so the
// conversion is exact or truncates): math.Trunc is a function call where
// the CPU has no rounding instruction (amd64's baseline, wasm), and this
// runs for most numbers of every traced event.
func (w *frameWriter) float(x float64) { w.b = appendFloat(w.b, x) }

func appendFloat(b []byte, x float64) []byte {
	if x > -1<<53 && x < 1<<53 {
		if i := int64(x); float64(i) == x && (i != 0 || !math.Signbit(x)) {
			return binary.AppendUvarint(b, uint64(i<<1^i>>63)<<1)
		}
	}
	b = append(b, 1)
	return binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
}

// count writes a slice's length plus one, 0 for a nil slice.
func (w *frameWriter) count(n int, isNil bool) {
	if isNil {
		w.uvarint(0)
		return
	}
	w.uvarint(uint64(n) + 1)
}

// errShortFrame is a frame that ends inside a value.
var errShortFrame = errors.New("the frame ends inside a value")

// frameReader reads a frame's bytes; err is the first problem met.
type frameReader struct {
	b     []byte
	off   int
	err   error
	names map[string]string // interned strings (intern)
}

func (r *frameReader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

func (r *frameReader) byte() byte {
	if r.err != nil {
		return 0
	}
	if r.off >= len(r.b) {
		r.fail(errShortFrame)
		return 0
	}
	c := r.b[r.off]
	r.off++
	return c
}

func (r *frameReader) bool() bool {
	switch c := r.byte(); c {
	case 0:
		return false
	case 1:
		return true
	default:
		r.fail(fmt.Errorf("a flag of %d (not 0 or 1) at byte %d", c, r.off-1))
		return false
	}
}

func (r *frameReader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	x, n := binary.Uvarint(r.b[r.off:])
	if n <= 0 {
		r.fail(fmt.Errorf("a malformed number at byte %d", r.off))
		return 0
	}
	r.off += n
	return x
}

func (r *frameReader) varint() int64 {
	if r.err != nil {
		return 0
	}
	x, n := binary.Varint(r.b[r.off:])
	if n <= 0 {
		r.fail(fmt.Errorf("a malformed number at byte %d", r.off))
		return 0
	}
	r.off += n
	return x
}

// int reads a varint that must fit an int (and an int32 where the value
// is one: see int32).
func (r *frameReader) int() int {
	x := r.varint()
	if int64(int(x)) != x {
		r.fail(fmt.Errorf("a number out of range at byte %d", r.off))
		return 0
	}
	return int(x)
}

func (r *frameReader) int32() int32 {
	x := r.varint()
	if x < math.MinInt32 || x > math.MaxInt32 {
		r.fail(fmt.Errorf("a number out of the int32 range at byte %d", r.off))
		return 0
	}
	return int32(x)
}

// bytes reads a length and that many bytes (shared with the frame).
func (r *frameReader) bytes() []byte {
	n := r.uvarint()
	if r.err != nil {
		return nil
	}
	if n > uint64(len(r.b)-r.off) {
		r.fail(errShortFrame)
		return nil
	}
	s := r.b[r.off : r.off+int(n)]
	r.off += int(n)
	return s
}

func (r *frameReader) string() string { return string(r.bytes()) }

func (r *frameReader) float() float64 {
	if r.err != nil {
		return 0
	}
	if r.off < len(r.b) && r.b[r.off] == 1 {
		r.off++
		if len(r.b)-r.off < 8 {
			r.fail(errShortFrame)
			return 0
		}
		x := math.Float64frombits(binary.LittleEndian.Uint64(r.b[r.off:]))
		r.off += 8
		return x
	}
	u := r.uvarint()
	if u&1 != 0 {
		r.fail(fmt.Errorf("a malformed number at byte %d", r.off))
		return 0
	}
	z := u >> 1
	return float64(int64(z>>1) ^ -int64(z&1))
}

// count reads a slice's length written by frameWriter.count: n, and nil
// true for a nil slice. Every element takes at least minBytes bytes, so a
// length beyond what the frame can hold is an error before any allocation.
func (r *frameReader) count(minBytes int) (n int, isNil bool) {
	c := r.uvarint()
	if r.err != nil || c == 0 {
		return 0, r.err == nil
	}
	c--
	if minBytes < 1 {
		minBytes = 1
	}
	if c > uint64(len(r.b)-r.off)/uint64(minBytes) {
		r.fail(fmt.Errorf("a list of %d items in a frame of %d bytes", c, len(r.b)))
		return 0, false
	}
	return int(c), false
}

// strings reads a list of strings (frameWriter.strings), nil or not.
func (r *frameReader) strings() []string {
	n, isNil := r.count(1)
	if isNil || r.err != nil {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = r.string()
	}
	return out
}

func (w *frameWriter) strings(s []string) {
	w.count(len(s), s == nil)
	for _, x := range s {
		w.string(x)
	}
}

func (w *frameWriter) int64s(s []int64) {
	w.count(len(s), s == nil)
	for _, x := range s {
		w.varint(x)
	}
}

func (r *frameReader) int64s() []int64 {
	n, isNil := r.count(1)
	if isNil || r.err != nil {
		return nil
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = r.varint()
	}
	return out
}
