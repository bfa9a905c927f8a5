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
