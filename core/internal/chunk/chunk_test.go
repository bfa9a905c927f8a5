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

// TestTruncate cuts a slice back and appends again: indices and values
// follow, and the chunks are reused.
func TestTruncate(t *testing.T) {
	var s Slice[int32]
	for i := int32(0); i < 2*Size+10; i++ {
		s.Append(i)
	}
	before := s.Bytes()
	for _, n := range []int{2*Size + 3, Size + 1, Size, 5, 0} {
		s.Truncate(n)
		if s.Len() != n {
			t.Fatalf("Truncate(%d): Len %d", n, s.Len())
		}
		for i := int32(n); i < min(int32(n)+Size+7, 2*Size+10); i++ {
			if got := s.Append(-i); got != i {
				t.Fatalf("after Truncate(%d): Append returned %d, want %d", n, got, i)
			}
		}
		for _, i := range []int32{0, int32(n) - 1, int32(n), int32(n) + Size} {
			if i < 0 || int(i) >= s.Len() {
				continue
			}
			want := i
			if int(i) >= n {
				want = -i
			}
			if got := *s.At(i); got != want {
				t.Fatalf("after Truncate(%d): At(%d) = %d, want %d", n, i, got, want)
			}
		}
		s.Truncate(n)
		for i := int32(n); i < 2*Size+10; i++ {
			s.Append(i)
		}
	}
	if s.Bytes() != before {
		t.Errorf("Bytes %d after reuse, %d before: chunks were reallocated", s.Bytes(), before)
	}
}
