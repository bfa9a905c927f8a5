package othello

// ffoSuite is transcribed from the FFO endgame test positions #1–19
// (FForum, the magazine of the Fédération Française d'Othello, as
// distributed with the Edax engine in problem/fforum-1-19.obf): the
// position (a1…h8, side to move), the exact final disc difference for the
// side to move under perfect play, the moves that attain it, and the exact
// score of every move as listed there (best first).
var ffoSuite = []struct {
	n      int
	board  string
	score  int
	best   string // the moves attaining score, space separated
	scores string // move:score for the moves listed in the suite
}{
	{1, "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", 18, "g8", "g8:+18 h1:+12 h7:+6 a2:+6 a3:+4 b1:-4 a4:-22 g2:-24"},
	{2, "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X", 10, "a4", "a4:+10 b2:+0 a3:-6 g7:-8 a7:-12 h7:-14 b7:-14 h2:-24"},
	{3, "----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--OOOOOX X", 2, "d1", "d1:+2 g3:+0 b8:-2 b1:-4 c1:-4 a2:-4 a3:-6 b2:-12"},
	{4, "-XXXXXX-X-XXXOO-XOXXXOOXXXOXOOOX-OXOOXXX--OOOXXX--OOXX----XOXXO- X", 0, "h8 a5", "h8:+0 a5:+0 b6:-4 b7:-4 a6:-8 b2:-12 h2:-26"},
	{5, "-OOOOO----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX-- X", 32, "g8", "g8:+32 g2:+12 b2:-20 g6:-26 g1:-32 g7:-34"},
	{6, "--OXXX--OOOXXX--OOOXOXO-OOXOOOX-OOXXXXXXXOOXXOX--OOOOX---XXXXXX- X", 14, "a1 h3", "a1:+14 h3:+14 a8:+12 h2:+8 g2:+8 h4:+4 g7:+4 a7:-22 b1:-24"},
	{7, "--OXXO--XOXXXX--XOOOXXXXXOOXXXXXXOOOOXXX-XXXXXXX--XXOOO----XXOO- X", 8, "a6", "a6:+8 g1:+0 a1:-2 h8:-6 h7:-14 b1:-30"},
	{8, "---X-X--X-XXXX--XXXXOXXXXXXOOOOOXXOXXXO-XOXXXXO-XOOXXX--XOOXXO-- O", 8, "e1", "e1:+8 h2:+4 g2:+4 b2:+4 g7:+4 b1:+2 g1:-6 c1:-8"},
	{9, "--XOXX--O-OOXXXX-OOOXXXX-XOXXXOXXXOXOOOXOXXOXOXX--OXOO----OOOO-- O", -8, "g7 a4", "g7:-8 a4:-8 b1:-16 a7:-16 b7:-26 a3:-30 g1:-38 h7:-40"},
	{10, "-XXXX-----OXXX--XOXOXOXXOXOXXOXXOXXOXOOOXXXOXOOX--OXXO---OOOOO-- O", 10, "b2", "b2:+10 b7:+4 f1:+0 a7:-4 a2:-6 g2:-12 h2:-16 h7:-20"},
	{11, "---O-XOX----XXOX---XXOOXO-XXOXOXXXXOOXOX-XOOXXXXXOOOXX-XOOOOOOO- O", 30, "b3", "b3:+30 c2:+26 a6:+24 g7:+20 c3:+18 d2:+16 b4:+10 e1:+6"},
	{12, "--O--O--X-OOOOX-XXOOOXOOXXOXOXOOXXOXXOOOXXXXOOOO--OXXX---XXXXX-- O", -8, "b7", "b7:-8 a7:-10 g7:-14 g8:-14 h2:-16 g1:-16 h1:-20"},
	{13, "--XXXXX--OOOXX---OOOXXXX-OXOXOXXOXXXOXXX--XOXOXX--OXOOO--OOOOO-- X", 14, "b7", "b7:+14 a4:+0 a3:-8 b1:-18 g8:-20 h7:-20 a2:-24"},
	{14, "--XXXXX---OOOX---XOOXXXX-OOOOOOOOOOXXXOOOOOXXOOX--XXOO----XXXXX- X", 18, "a3", "a3:+18 a4:+12 b1:+8 g7:-4 h7:-14 a7:-24 b7:-24 b2:-28"},
	{15, "----O------OOX---OOOXX-XOOOXOOOOOXXOXXOOOXXXOOOOOXXXOOXO--OOOOOX X", 4, "g3 b8", "g3:+4 b8:+4 f1:+0 c1:+0 c2:-2 d1:-4 b2:-8 a3:-8"},
	{16, "-XXXXXX-X-XXXOO-XOXXXOOXXOOXXXOX-OOOXXXX--OOXXXX---OOO----XOX-O- X", 24, "f8", "f8:+24 c7:+20 a5:+6 h1:+6 b6:+0 b7:-2 a6:-6 h2:-26"},
	{17, "-OOOOO----OXXO-XXXOOOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOO----XXXX--- X", 8, "f8", "f8:+8 g2:+6 g6:-24 g1:-32 f7:-32 g7:-34 b2:-38"},
	{18, "-XXX------OOOX--XOOOOOXXOXOXOOXXOXXOOOOOXXXOXOOX--OXXO---OOOOO-- X", -2, "g2", "g2:-2 b7:-6 f1:-8 e1:-10 h7:-12 g8:-14 g7:-14 a2:-18 b2:-18"},
	{19, "--OXXO--XOXXXX--XOOOOXXXXOOOXXXXX-OOOXXX--OOOOXX--XXOOO----XXOO- X", 8, "b6", "b6:+8 h8:+4 b7:+0 g1:-6 b5:-16 h7:-16 b1:-24"},
}

// ffoSuite2 is transcribed from the second FFO file, positions #20–39 (as
// distributed with Edax in problem/fforum-20-39.obf, numbered here in the
// file's order): 6 to 26 empties, most of them 20–22, the exact score, the
// best moves and every listed move's exact score. The positions with more
// than 22 empties (#38, #39) are only solved in the long benchmarks.
var ffoSuite2 = []struct {
	n      int
	board  string
	score  int
	best   string
	scores string
}{
	{20, "XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X", 6, "h5", "h5:+6 g6:-2 f6:-4 h6:-10"},                                                                                                                        // 6 empties
	{21, "OOOOOOOOXOOXXX--XXOOXOO-XOXOOO--XOOOOX--XOOXOO--XOOOOO--XXXX---- O", 0, "g5", "g5:+0 g2:-2 g4:-4 g6:-6"},                                                                                                                         // 15 empties
	{22, "--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O", 2, "g8", "g8:+2 a6:+0 f8:-4 a7:-4 h2:-4 b2:-6 d8:-8 b7:-14 g7:-26"},                                                                                         // 17 empties
	{23, "--O-------OOX---OOOXXXO-OOOOXOXXXXXOOXOXXXXXXOOXX-XXXXOX--XXXX-- X", 4, "a2", "a2:+4 d1:-20 h3:-20 b1:-30 g2:-30 e1:-30 f2:-34 g8:-34 b2:-36 h2:-38"},                                                                            // 18 empties
	{24, "--O--O-----OOOX--X-XOXOO--XXXOOOXXXXOOOOXXXOXXOOXXXXXX--XOXX-O-- O", 0, "c3", "c3:+0 b4:-4 c2:-8 e8:-12 g7:-14 h2:-16 g1:-24"},                                                                                                   // 19 empties
	{25, "----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O", 0, "g1 a5", "g1:+0 a5:+0 f1:-4 d1:-6 f7:-8 c2:-10 g7:-10 h2:-12 h7:-16"},                                                                                    // 19 empties
	{26, "-OOOOO----OXXO---OOOOXXO-OOOXOXX-OOXOOXX-XOXXOXX--O-XXXX--O----O X", 0, "d8", "d8:+0 a6:-2 a4:-6 b7:-6 a5:-12 g1:-16 a2:-16 a3:-18 h2:-18 b8:-20 g2:-20 b2:-26"},                                                                 // 20 empties
	{27, "--XO-O----OOOO--OOXOXXO-OOOOXXOOOOOXXOX-OXOXXXXX--XXXX----X-O-X- X", -2, "b7", "b7:-2 e1:-4 b1:-6 h2:-10 h5:-10 b2:-12 a2:-14 h3:-28 g1:-28 g2:-28"},                                                                             // 20 empties
	{28, "--O-------OOO--X-XOOOOXXXXXXOXOX-XXOXOOXXXOXOOXX-OOOOO-X---OOO-- X", 0, "f1 b2 e1", "f1:+0 b2:+0 e1:+0 b1:-4 f2:-6 g7:-6 d1:-12 c8:-20 g8:-22 b8:-28"},                                                                           // 20 empties
	{29, "-OXXXX----OXXO--XXOOXOOOXXXOOXOOXXOOXOOOXXXXOO-XX-XXO----------- X", 10, "g2", "g2:+10 a1:+4 g6:-10 h2:-12 f8:-12 e8:-12 g7:-24 g1:-24 b2:-30 f7:-34"},                                                                           // 20 empties
	{30, "-XXX----X-XOO---XXOXOO--XOXOXO--XOOXOXXXXOOXXOX---OOOOO--XXXXX-- X", 0, "g3", "g3:+0 g2:-12 e1:-16 f2:-18 f1:-22 g4:-22 h6:-24 b7:-24 g8:-28"},                                                                                   // 20 empties
	{31, "-OOOOO----OOOO--OXXOOO---XXXOO--XXXXXXO-XXXOOO-OX-OOOO---OOOOO-- X", -2, "g6", "g6:-2 g3:-4 g4:-8 g7:-14 h5:-14 g2:-16 g1:-30 g8:-32"},                                                                                           // 20 empties
	{32, "--XX----O-XXOX--OOXOO---OXOXOOO-OOXXOOOXOOXXXOOX--XXXXOX--X--X-X X", -4, "g3", "g3:-4 b7:-6 e1:-8 h4:-10 f3:-10 h3:-10 b2:-14 a7:-22"},                                                                                           // 20 empties
	{33, "-XXXXXXX--XOOO----OXOOXX-OOXXOXX-OOOOOXX-X-XOOXX---O-X-X--OOOO-- X", -8, "e7 a3", "e7:-8 a3:-8 a6:-12 b2:-12 g7:-12 g2:-12 a4:-14 c6:-20 a5:-22 b3:-28"},                                                                         // 20 empties
	{34, "-------------O-O-OOOOOOOOOOOOXOOOXXOOOXO-XXXOXOO--XXXOXO--OXXXXO X", -2, "c2", "c2:-2 d2:-6 e2:-6 a3:-10 a2:-10 f1:-12 g2:-14 g1:-16 b2:-20 b8:-26"},                                                                             // 20 empties
	{35, "--XXX-----XXXX-OOOXXOOOOOOOOOOXO-OOXXXXO-OOOXXXO---XOXX---X----- O", 0, "c7", "c7:+0 d8:-8 h8:-8 b2:-12 g1:-14 e8:-20 b1:-20 f8:-24 f1:-32 h7:-32 g8:-38"},                                                                       // 21 empties
	{36, "---X-O----XXXO-XXXXXXXXXXOOXXOOXXOXOOOXXXXOOOO-XX--OOOO--------- O", 0, "b7", "b7:+0 b1:-2 e1:-4 c1:-6 g6:-8 g2:-10 a2:-22 b2:-24"},                                                                                              // 21 empties
	{37, "--OOOO--O-OOOO--OXXXOOO-OXXOXO--OOXXOXX-OOXXXX--O-XXX-----XX-O-- X", -20, "g2", "g2:-20 g4:-22 b7:-22 h3:-22 g1:-30 h2:-42 b1:-48"},                                                                                              // 22 empties
	{38, "--OOOO----OOOO---XOXXOOXOOXOOOOX-OOOOOXXXOOXXXXX--X-X----------- X", 4, "b2", "b2:+4 a5:+0 h2:-4 a3:-10 a7:-18 g2:-20 b7:-22 g1:-24 b1:-26"},                                                                                     // 24 empties
	{39, "O-OOOO--XOXXOX--XOOOXXX-XOOOXX--XOOXOX--XOXXX---X-XX------------ O", 64, "a8 b1 g1 g5 g6 c8 h3 e8 h4", "a8:+64 b1:+64 g1:+64 g5:+64 g6:+64 c8:+64 h3:+64 e8:+64 h4:+64 f7:+62 d8:+62 e7:+62 h2:+62 b8:+62 g2:+60 g4:+60 f6:+32"}, // 26 empties
}
