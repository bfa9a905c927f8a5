package i18n

// The solver's error sentences the page shows most (core/npuzzle's board
// texts and solvability, core/nim's heaps), as the status line and the
// N-puzzle's unsolvable note show them; a line or a row keeps its number.
// The other parsers' sentences (Bloxorz levels, graphs, Othello
// positions, Nim moves, the Lab's spec checks) are in core_vi_parsers.go.
var coreErrors = []source{
	// core/npuzzle solvable.go: the parity rule of Johnson and Story.
	{En: "the board has {n} inversion(s) ({p}) but the goal has {n2} ({p2}); on a board of odd width ({n3}) no move changes the parity of the inversions",
		Vi: "bàn có {n} nghịch thế ({p}) nhưng trạng thái đích có {n2} ({p2}); trên bàn có chiều rộng lẻ ({n3}), không nước đi nào đổi được tính chẵn lẻ của số nghịch thế"},
	{En: "the board has {n} inversion(s) with the blank in row {n2} (sum {p}) but the goal has {n3} inversion(s) with the blank in row {n4} (sum {p2}); on a board of even width ({n5}) no move changes the parity of inversions plus blank row",
		Vi: "bàn có {n} nghịch thế với ô trống ở hàng {n2} (tổng {p}) nhưng trạng thái đích có {n3} nghịch thế với ô trống ở hàng {n4} (tổng {p2}); trên bàn có chiều rộng chẵn ({n5}), không nước đi nào đổi được tính chẵn lẻ của số nghịch thế cộng số hàng của ô trống"},
	{En: "even", Vi: "chẵn"},
	{En: "odd", Vi: "lẻ"},
	{En: "unsolvable: {t}", Vi: "không giải được: {t}"},

	// core/npuzzle parse.go and board.go: the board's text.
	{En: "board: {t}", Vi: "bàn: {t}"},
	{En: "goal: {t}", Vi: "trạng thái đích: {t}"},
	{En: "the board is empty: write rows of tiles split by '/' or newlines, such as \"1 2 3/4 5 6/7 8 0\"",
		Vi: "bàn đang trống: hãy viết các hàng ô số, ngăn cách bằng '/' hoặc xuống dòng, chẳng hạn \"1 2 3/4 5 6/7 8 0\""},
	{En: "the board has an empty row (two row separators in a row, or a separator at an end)",
		Vi: "bàn có một hàng trống (hai dấu ngăn cách hàng liền nhau, hoặc một dấu ngăn cách ở đầu hay cuối)"},
	{En: "row {n} is empty", Vi: "hàng {n} trống"},
	{En: "row {n} has {n2} tiles but row 1 has {n3}: every row must have the same number of tiles",
		Vi: "hàng {n} có {n2} ô nhưng hàng 1 có {n3}: mọi hàng phải có cùng số ô"},
	{En: "tile {s} at row {n}, column {n2} is not a number (write tiles as numbers and the blank as 0 or _)",
		Vi: "ô {s} ở hàng {n}, cột {n2} không phải là số (hãy viết các ô bằng số và ô trống bằng 0 hoặc _)"},
	{En: "tile {s} at row {n}, column {n2} is out of range: a {n3}×{n4} board holds tiles 1 to {n5} and one blank (0 or _)",
		Vi: "ô {s} ở hàng {n}, cột {n2} nằm ngoài phạm vi: bàn {n3}×{n4} chứa các ô từ 1 đến {n5} và một ô trống (0 hoặc _)"},
	{En: "the board has more than one blank (0 or _); it needs exactly one", Vi: "bàn có nhiều hơn một ô trống (0 hoặc _); bàn cần đúng một ô trống"},
	{En: "tile {n} appears more than once", Vi: "ô {n} xuất hiện nhiều hơn một lần"},
	{En: "a {n}×{n2} board needs {n3} tiles (blank included), got {n4}", Vi: "bàn {n}×{n2} cần {n3} ô (kể cả ô trống), nhưng có {n4}"},
	{En: "the board is {n}×{n2}; the smallest board is {n3}×{n4} (at least {n5} rows and {n6} columns)",
		Vi: "bàn có kích thước {n}×{n2}; bàn nhỏ nhất là {n3}×{n4} (ít nhất {n5} hàng và {n6} cột)"},
	{En: "the board is {n}×{n2}; the largest board is {n3}×{n4} (at most {n5} rows and {n6} columns)",
		Vi: "bàn có kích thước {n}×{n2}; bàn lớn nhất là {n3}×{n4} (nhiều nhất {n5} hàng và {n6} cột)"},
	{En: "the board is {n}×{n2} but the goal is {n3}×{n4}: they must have the same size",
		Vi: "bàn có kích thước {n}×{n2} nhưng trạng thái đích là {n3}×{n4}: hai bàn phải cùng kích thước"},

	// core/nim: the heaps.
	{En: "heap {n}: {s} is not a whole number", Vi: "đống {n}: {s} không phải là số nguyên"},
	{En: "heap {n}: {n2} is negative", Vi: "đống {n}: {n2} là số âm"},
	{En: "heap {n}: {n2} is larger than {n3}", Vi: "đống {n}: {n2} lớn hơn {n3}"},
}

func init() { addCore("errors", coreErrors) }
