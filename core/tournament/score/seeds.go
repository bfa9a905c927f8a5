package score

// GameSeed derives the seed of game i of a match (SplitMix64 of the pair,
// so neighbouring games get unrelated seeds); PlayerSeed that of a game's
// player p.
func GameSeed(seed uint64, i int) uint64 { return splitmix(seed ^ splitmix(uint64(i)+1)) }

// PlayerSeed is the seed of player p (0 or 1 in the game) of the game with
// seed gameSeed.
func PlayerSeed(gameSeed uint64, p int) uint64 { return splitmix(gameSeed + uint64(p) + 1) }

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
