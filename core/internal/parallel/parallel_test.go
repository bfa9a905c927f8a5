package parallel

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// Every index runs once and its result lands at its index, whatever the
// number of workers; progress counts up to n.
func TestForEveryIndex(t *testing.T) {
	for _, w := range []int{0, 1, 3, 16} {
		out := make([]int, 100)
		last := 0
		err := For(context.Background(), len(out), w, func(i int) error { out[i] += i * i; return nil },
			func(done, total int) {
				if done != last+1 || total != 100 {
					t.Errorf("progress %d/%d after %d", done, total, last)
				}
				last = done
			})
		if err != nil || last != 100 {
			t.Fatalf("workers %d: %v, %d done", w, err, last)
		}
		for i, v := range out {
			if v != i*i {
				t.Fatalf("workers %d: out[%d] = %d", w, i, v)
			}
		}
	}
}

// A failing job stops the loop and its error comes back (the lowest
// failing index's); a cancelled context comes back as its error.
func TestForErrors(t *testing.T) {
	err := For(context.Background(), 50, 4, func(i int) error {
		if i >= 20 {
			return fmt.Errorf("job %d: %w", i, errors.ErrUnsupported)
		}
		return nil
	}, nil)
	if !errors.Is(err, errors.ErrUnsupported) {
		t.Fatalf("error %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := For(ctx, 10, 2, func(int) error { return nil }, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
}
