package chunk

import "testing"

// Elements keep their values across growth, and Bytes counts whole chunks.
func TestSlice(t *testing.T) {
	var s Slice[int64]
	s.Append(7)
	for i := int64(1); i < 3*Size+5; i++ {
		if got := s.Append(i * 3); got != int32(i) {
			t.Fatalf("Append %d returned index %d", i, got)
		}
	}
	if *s.At(0) != 7 {
		t.Error("element 0 changed while the slice grew")
	}
	for _, i := range []int32{1, Size - 1, Size, 2*Size + 1, 3*Size + 4} {
		if got := *s.At(i); got != int64(i)*3 {
			t.Errorf("At(%d) = %d", i, got)
		}
	}
	if s.Len() != 3*Size+5 {
		t.Errorf("Len %d", s.Len())
	}
	if b := s.Bytes(); b < int64(4*Size*8) || b > int64(5*Size*8) {
		t.Errorf("Bytes %d for 4 chunks of %d int64", b, Size)
	}
	s.Reset()
	if s.Len() != 0 || s.At(s.Append(9)) == nil || *s.At(0) != 9 {
		t.Error("Reset")
	}
}
