package nim

import "unsafe"

// keyArena keeps the misère Grundy memo's keys. A key made on its own (a
// string of a few bytes) comes from the allocator's 16-byte tiny blocks,
// which it shares with the temporary positions built beside it; a block
// stays alive while any of its keys does, so the memo held about 10 bytes
// per 3-byte key, and counting each key's own length missed a fifth of the
// memo's heap. Copying the keys into chunks of their own makes their
// memory exactly the chunks' capacity. Chunks are never written below their
// length, so the strings made over them never change.
type keyArena struct {
	chunk []byte
	bytes int64 // capacity of every chunk allocated
}

// keyChunkBytes is the size of a chunk: large enough that the arena's
// overhead is negligible, small enough that a small memo stays small.
const keyChunkBytes = 32 << 10

// intern returns a copy of key held by the arena.
func (a *keyArena) intern(key string) string {
	if len(key) == 0 {
		return ""
	}
	if cap(a.chunk)-len(a.chunk) < len(key) {
		a.chunk = make([]byte, 0, max(keyChunkBytes, len(key)))
		a.bytes += int64(cap(a.chunk))
	}
	start := len(a.chunk)
	a.chunk = append(a.chunk, key...)
	return unsafe.String(&a.chunk[start], len(key))
}
