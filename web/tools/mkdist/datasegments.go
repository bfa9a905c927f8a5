package main

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"os"
	"slices"
)

// Data segment joining: a post-link pass over a WebAssembly module that
// joins its active data segments separated by short runs of zeros into one
// segment, writing the zeros out.
//
// Why: Go's linker (cmd/link/internal/wasm, writeDataSec) cuts the data
// that initialises linear memory at every run of 8 or more zero bytes, the
// raw-size rule of wasm-opt's memory packing (a segment costs about 8
// bytes), up to 100,000 segments. That minimises raw bytes, but every
// segment header holds a distinct offset that neither gzip nor brotli can
// predict, whereas a run of zeros costs them almost nothing: on the page's
// binary (ui.wasm, main 46e5b63) joining took gzip -9 from 3,378,890 to
// 3,161,716 bytes (-6.4%) for 7% more raw bytes (14.5 to 15.5 MB), and
// brotli 11 gains about as much.
//
// The module means exactly the same: linear memory starts zeroed, so
// writing the zeros between two segments changes no byte of the memory
// image (the tests compare the images). Only the data section changes; a
// DataCount section, if there is one, is updated. Runs of maxDataGap zeros
// or more stay gaps (the linker's bss-like stretches of megabytes).
//
// Cost: one pass over the module, linear in its size.

// maxDataGap is the shortest run of zeros between two segments that is
// kept as a gap: shorter runs are written out. Measured on ui.wasm, 64 to
// 4,096 give the same gzip size within 0.02% (16: 4.6% more); the largest
// gaps of Go's binaries are megabytes.
const maxDataGap = 4096

// wasmMagic starts every WebAssembly binary module of version 1.
var wasmMagic = []byte{0, 'a', 's', 'm', 1, 0, 0, 0}

const (
	sectionData      = 11
	sectionDataCount = 12
)

// errUnsupported means the module has a data segment this pass does not
// rewrite (passive, another memory, or an offset that is not an
// i32.const): joinDataSegments then leaves the module as it is.
var errUnsupported = errors.New("data segment form not handled")

// dataSegment is one active segment of memory 0: its offset and bytes.
type dataSegment struct {
	offset uint32
	data   []byte
}

// joinDataSegments returns mod with its data segments joined (see above),
// or mod itself when it is not a WebAssembly module, has no data section,
// has a segment form this pass does not handle, or is joined already.
func joinDataSegments(mod []byte) ([]byte, error) {
	if !bytes.HasPrefix(mod, wasmMagic) {
		return mod, nil
	}
	out := append([]byte(nil), mod[:len(wasmMagic)]...)
	changed := false
	var newCount int
	for r := mod[len(wasmMagic):]; len(r) > 0; {
		id := r[0]
		size, n := binary.Uvarint(r[1:])
		if n <= 0 || uint64(len(r)-1-n) < size {
			return nil, errors.New("wasm: truncated section")
		}
		body := r[1+n : 1+n+int(size)]
		r = r[1+n+int(size):]
		if id == sectionData {
			segs, err := readDataSegments(body)
			if errors.Is(err, errUnsupported) {
				return mod, nil
			}
			if err != nil {
				return nil, err
			}
			joined := joinSegments(segs)
			if len(joined) != len(segs) {
				body = appendDataSection(nil, joined)
				changed = true
			}
			newCount = len(joined)
		}
		out = append(out, id)
		out = binary.AppendUvarint(out, uint64(len(body)))
		out = append(out, body...)
	}
	if !changed {
		return mod, nil
	}
	return fixDataCount(out, newCount)
}

// readDataSegments decodes a data section's segments.
func readDataSegments(b []byte) ([]dataSegment, error) {
	count, n := binary.Uvarint(b)
	if n <= 0 {
		return nil, errors.New("wasm: bad data segment count")
	}
	b = b[n:]
	segs := make([]dataSegment, 0, count)
	for range count {
		// Form 0: an active segment of memory 0 whose offset is
		// (i32.const off) end.
		if len(b) < 2 || b[0] != 0 || b[1] != 0x41 {
			return nil, errUnsupported
		}
		off, n := sleb32(b[2:])
		if n <= 0 || 2+n >= len(b) || b[2+n] != 0x0b || off < 0 {
			return nil, errUnsupported
		}
		b = b[3+n:]
		size, n := binary.Uvarint(b)
		if n <= 0 || uint64(len(b)-n) < size {
			return nil, errors.New("wasm: truncated data segment")
		}
		segs = append(segs, dataSegment{uint32(off), b[n : n+int(size)]})
		b = b[n+int(size):]
	}
	if len(b) != 0 {
		return nil, errors.New("wasm: bytes after the data segments")
	}
	return segs, nil
}

// joinSegments joins the segments whose gap is shorter than maxDataGap,
// in the order of their offsets (Go's linker writes its sections' data
// out of address order; disjoint segments may be written in any order).
// Overlapping segments are left as they are: a later one overwrites an
// earlier one, and joining could change which wins.
func joinSegments(segs []dataSegment) []dataSegment {
	sorted := slices.Clone(segs)
	slices.SortStableFunc(sorted, func(a, b dataSegment) int { return cmp.Compare(a.offset, b.offset) })
	for i := 1; i < len(sorted); i++ {
		if uint64(sorted[i].offset) < uint64(sorted[i-1].offset)+uint64(len(sorted[i-1].data)) {
			return segs
		}
	}
	var out []dataSegment
	for _, s := range sorted {
		if k := len(out) - 1; k >= 0 {
			end := uint64(out[k].offset) + uint64(len(out[k].data))
			if gap := uint64(s.offset) - end; gap < maxDataGap {
				out[k].data = append(append(out[k].data, make([]byte, gap)...), s.data...)
				continue
			}
		}
		out = append(out, dataSegment{s.offset, slices.Clone(s.data)})
	}
	return out
}

// appendDataSection encodes segments as a data section's body.
func appendDataSection(b []byte, segs []dataSegment) []byte {
	b = binary.AppendUvarint(b, uint64(len(segs)))
	for _, s := range segs {
		b = append(b, 0, 0x41)
		b = appendSleb32(b, int32(s.offset))
		b = append(b, 0x0b)
		b = binary.AppendUvarint(b, uint64(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}

// fixDataCount writes count into mod's DataCount section, if the module
// has one (it comes before the data section, so it is fixed afterwards).
func fixDataCount(mod []byte, count int) ([]byte, error) {
	out := append([]byte(nil), mod[:len(wasmMagic)]...)
	for r := mod[len(wasmMagic):]; len(r) > 0; {
		id := r[0]
		size, n := binary.Uvarint(r[1:])
		body := r[1+n : 1+n+int(size)]
		r = r[1+n+int(size):]
		if id == sectionDataCount {
			body = binary.AppendUvarint(nil, uint64(count))
		}
		out = append(out, id)
		out = binary.AppendUvarint(out, uint64(len(body)))
		out = append(out, body...)
	}
	return out, nil
}

// sleb32 decodes a signed LEB128 number of at most 32 bits; n <= 0 on
// malformed input.
func sleb32(b []byte) (v int32, n int) {
	var x int64
	var shift uint
	for i, c := range b {
		if i == 5 {
			return 0, -1
		}
		x |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if shift < 64 && c&0x40 != 0 {
				x |= -1 << shift
			}
			if x < -1<<31 || x >= 1<<31 {
				return 0, -1
			}
			return int32(x), i + 1
		}
	}
	return 0, -1
}

// appendSleb32 appends v as signed LEB128.
func appendSleb32(b []byte, v int32) []byte {
	x := int64(v)
	for {
		c := byte(x & 0x7f)
		x >>= 7
		if (x == 0 && c&0x40 == 0) || (x == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

// joinDataSegmentsFile joins the data segments of the module in file name
// in place; a file that is joined already (or not a module) is not
// written, so it keeps its time.
func joinDataSegmentsFile(name string) error {
	mod, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	joined, err := joinDataSegments(mod)
	if err != nil {
		return err
	}
	return writeIfChanged(name, joined)
}
