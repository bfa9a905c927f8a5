package main

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

// testModule builds a WebAssembly module: a custom section, a memory
// section, an optional DataCount section and a data section with segs in
// the given order (form 0, i32.const offsets), then another custom section.
func testModule(segs []dataSegment, dataCount bool) []byte {
	section := func(b []byte, id byte, body []byte) []byte {
		b = append(b, id)
		b = binary.AppendUvarint(b, uint64(len(body)))
		return append(b, body...)
	}
	m := append([]byte(nil), wasmMagic...)
	m = section(m, 0, []byte("\x0ago:buildid\xff Go build ID: x"))
	m = section(m, 5, []byte{1, 0, 2}) // one memory, at least 2 pages
	if dataCount {
		m = section(m, sectionDataCount, binary.AppendUvarint(nil, uint64(len(segs))))
	}
	m = section(m, sectionData, appendDataSection(nil, segs))
	return section(m, 0, []byte("\x04tail-kept"))
}

// memoryImage applies a module's data segments to zeroed memory, as an
// engine does when it instantiates the module, and returns the memory,
// the number of segments and the DataCount section's count (-1: none).
func memoryImage(t *testing.T, mod []byte) (mem []byte, segments, dataCount int) {
	t.Helper()
	mem = make([]byte, 1<<20)
	dataCount = -1
	for r := mod[len(wasmMagic):]; len(r) > 0; {
		id := r[0]
		size, n := binary.Uvarint(r[1:])
		body := r[1+n : 1+n+int(size)]
		r = r[1+n+int(size):]
		switch id {
		case sectionDataCount:
			c, _ := binary.Uvarint(body)
			dataCount = int(c)
		case sectionData:
			segs, err := readDataSegments(body)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range segs {
				copy(mem[s.offset:], s.data)
			}
			segments = len(segs)
		}
	}
	return mem, segments, dataCount
}

// customSections returns the bodies of a module's custom sections.
func customSections(mod []byte) (out [][]byte) {
	for r := mod[len(wasmMagic):]; len(r) > 0; {
		size, n := binary.Uvarint(r[1:])
		if r[0] == 0 {
			out = append(out, r[1+n:1+n+int(size)])
		}
		r = r[1+n+int(size):]
	}
	return out
}

func TestJoinDataSegmentsKeepsTheMemoryImage(t *testing.T) {
	// Out of address order, as Go's linker writes them; gaps of 8 bytes
	// (joined), maxDataGap-1 (joined) and maxDataGap (kept).
	segs := []dataSegment{
		{60000, []byte("high")},
		{100, []byte("ab")},
		{110, []byte("cd")},
		{112 + maxDataGap - 1, []byte("ef")},
		{114 + 2*maxDataGap - 1, []byte("gh")},
	}
	for _, dc := range []bool{false, true} {
		mod := testModule(segs, dc)
		joined, err := joinDataSegments(mod)
		if err != nil {
			t.Fatal(err)
		}
		want, n0, _ := memoryImage(t, mod)
		got, n1, count := memoryImage(t, joined)
		if !bytes.Equal(got, want) {
			t.Fatalf("dataCount %v: the memory image changed", dc)
		}
		if n0 != 5 || n1 != 3 {
			t.Errorf("dataCount %v: %d segments joined into %d, want 5 into 3", dc, n0, n1)
		}
		if dc && count != n1 {
			t.Errorf("the DataCount section says %d segments, the data section has %d", count, n1)
		}
		if !dc && count != -1 {
			t.Errorf("a DataCount section appeared")
		}
		if a, b := customSections(mod), customSections(joined); len(a) != len(b) || !bytes.Equal(bytes.Join(a, nil), bytes.Join(b, nil)) {
			t.Errorf("the custom sections changed: %q, then %q", a, b)
		}
		again, err := joinDataSegments(joined)
		if err != nil || !bytes.Equal(again, joined) {
			t.Errorf("joining twice changed the module again (%v)", err)
		}
	}
}

func TestJoinDataSegmentsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(28, 1))
	for trial := range 200 {
		// Disjoint segments with random gaps, shuffled.
		var segs []dataSegment
		off := uint32(r.IntN(300))
		for range 1 + r.IntN(40) {
			data := make([]byte, 1+r.IntN(20))
			for i := range data {
				data[i] = byte(r.IntN(3)) // zeros inside segments too
			}
			segs = append(segs, dataSegment{off, data})
			off += uint32(len(data)) + uint32(r.IntN(3*maxDataGap/2))
		}
		r.Shuffle(len(segs), func(i, j int) { segs[i], segs[j] = segs[j], segs[i] })
		mod := testModule(segs, trial%2 == 0)
		joined, err := joinDataSegments(mod)
		if err != nil {
			t.Fatal(err)
		}
		want, n0, _ := memoryImage(t, mod)
		got, n1, _ := memoryImage(t, joined)
		if !bytes.Equal(got, want) || n1 > n0 {
			t.Fatalf("trial %d: %d segments into %d, image equal: %v", trial, n0, n1, bytes.Equal(got, want))
		}
	}
}

func TestJoinDataSegmentsLeavesOthersAlone(t *testing.T) {
	overlapping := testModule([]dataSegment{{100, []byte("abcd")}, {102, []byte("XY")}}, false)
	passive := append([]byte(nil), wasmMagic...)
	passive = append(passive, sectionData, 5, 1, 1, 2, 'h', 'i') // one passive segment "hi"
	for name, mod := range map[string][]byte{
		"not a module": []byte("stand-in ui.wasm, not a module"),
		"overlapping":  overlapping,
		"passive":      passive,
		"no data":      testModule(nil, false),
		"one segment":  testModule([]dataSegment{{8, []byte("x")}}, false),
	} {
		got, err := joinDataSegments(mod)
		if err != nil || !bytes.Equal(got, mod) {
			t.Errorf("%s: the module changed (%v)", name, err)
		}
	}
	if _, err := joinDataSegments(append(testModule(nil, false), sectionData, 9, 1)); err == nil {
		t.Errorf("a truncated section gave no error")
	}
}
