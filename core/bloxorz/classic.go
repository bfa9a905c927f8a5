package bloxorz

import (
	"fmt"

	"searchlab/levels"
)

// ClassicCount is the number of classic stages embedded in the binary.
const ClassicCount = 33

// ClassicText returns the level file of classic stage n (1..33) as embedded
// from levels/bloxorz/NN.txt.
func ClassicText(n int) (string, error) {
	if n < 1 || n > ClassicCount {
		return "", fmt.Errorf("bloxorz: no classic stage %d (stages are 1..%d)", n, ClassicCount)
	}
	b, err := levels.FS.ReadFile(fmt.Sprintf("bloxorz/%02d.txt", n))
	if err != nil {
		return "", fmt.Errorf("bloxorz: stage %d: %v", n, err)
	}
	return string(b), nil
}

// Classic parses classic stage n (1..33), the original game's levels by
// Damien Clarke (DX Interactive, 2007).
func Classic(n int) (*Level, error) {
	t, err := ClassicText(n)
	if err != nil {
		return nil, err
	}
	l, err := Parse(t)
	if err != nil {
		return nil, fmt.Errorf("bloxorz: stage %d: %v", n, err)
	}
	return l, nil
}
