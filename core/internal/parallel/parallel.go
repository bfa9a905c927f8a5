// Package parallel runs indexed jobs on a few goroutines. Each job writes
// its result at its own index, so what a caller collects does not depend
// on how many goroutines ran or in which order they finished: training
// data and fits stay byte-identical whatever the parallelism.
package parallel

import (
	"context"
	"sync"
)

// For calls fn(i) for every i in [0, n) on workers goroutines (at least
// one). It stops handing out jobs when ctx is done or a job fails, waits
// for the running ones, and returns the failed job of lowest index's
// error, else ctx's error, else nil. progress, when not nil, is called
// after every finished job with the number finished so far, from one
// goroutine at a time.
func For(ctx context.Context, n, workers int, fn func(i int) error, progress func(done, total int)) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make([]error, n)
	next := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	done := 0
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				err := fn(i)
				mu.Lock()
				errs[i] = err
				if err != nil {
					cancel()
				}
				done++
				if progress != nil {
					progress(done, n)
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for i := range n {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return ctx.Err()
}
