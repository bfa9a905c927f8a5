package search

import "unsafe"

// levelSet finds the successors of one BULB level that are the same state:
// an open-addressing table (linear probing) from a state's 64-bit
// fingerprint to its index among the candidates, emptied for each level.
//
// Why: the states of one level often share successors (on the sliding
// puzzles a beam gathers in the few regions of low h, and a state is
// reached from two states of the level whenever a cycle of the state graph
// passes through them; on a random 8×8 board 22 % of the states BULB put on
// its levels were copies of another state of the same level). Before this
// table each copy took a place in the beam and was expanded again, with all
// its subtree. A beam is a set of states (Furcy & Koenig 2005 keep the
// states of the levels in one hash table, so each is in memory once);
// keeping one copy, the cheapest, gives the same width more distinct states
// at the same cost.
//
// Cost: one probe per successor kept, O(1) expected at load ≤ 1/2; memory:
// 16 bytes a slot, at most four slots per candidate (counted in BULB's
// memory through scratchBytes).
type levelSet struct {
	slots []levelSlot
	mask  uint64
	n     int
}

// levelSlot is one slot: a fingerprint and the candidate's index + 1 (0:
// empty).
type levelSlot struct {
	key uint64
	idx int32
}

// levelSetSlots is the number of slots reset(n) makes room for.
func levelSetSlots(n int) int {
	size := 16
	for size < 2*n {
		size *= 2
	}
	return size
}

// reset empties the set and makes room for at least n entries at load ≤ 1/2.
func (t *levelSet) reset(n int) {
	size := levelSetSlots(n)
	if len(t.slots) < size || len(t.slots) > 8*size {
		t.slots = make([]levelSlot, size)
	} else {
		clear(t.slots)
	}
	t.mask = uint64(len(t.slots) - 1)
	t.n = 0
}

// find calls same(idx) for each candidate with fingerprint key until it
// reports true, and returns that index; else it returns -1 and the slot
// where key would go (insert).
func (t *levelSet) find(key uint64, same func(int32) bool) (int32, int) {
	for i := key & t.mask; ; i = (i + 1) & t.mask {
		sl := &t.slots[i]
		if sl.idx == 0 {
			return -1, int(i)
		}
		if sl.key == key && same(sl.idx-1) {
			return sl.idx - 1, int(i)
		}
	}
}

// insert puts candidate idx with fingerprint key in slot (from find),
// growing the table past load 1/2.
func (t *levelSet) insert(slot int, key uint64, idx int32) {
	t.slots[slot] = levelSlot{key: key, idx: idx + 1}
	t.n++
	if 2*t.n > len(t.slots) {
		old := t.slots
		t.slots = make([]levelSlot, 2*len(old))
		t.mask = uint64(len(t.slots) - 1)
		for _, sl := range old {
			if sl.idx == 0 {
				continue
			}
			i := sl.key & t.mask
			for t.slots[i].idx != 0 {
				i = (i + 1) & t.mask
			}
			t.slots[i] = sl
		}
	}
}

// bytes is the table's memory.
func (t *levelSet) bytes() int64 { return SliceBytes(t.slots) }

// growth is how much more memory reset(n) would hold.
func (t *levelSet) growth(n int) int64 {
	var sl levelSlot
	return max(0, int64(levelSetSlots(n)-len(t.slots))*int64(unsafe.Sizeof(sl)))
}
