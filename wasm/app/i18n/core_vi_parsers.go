package i18n

// The parsers' and checkers' error sentences the page shows (core/bloxorz
// level texts and Validate, core/graph graph texts, core/othello positions
// and transcripts, core/nim moves and heaps, core/experiment's spec
// checks, which the Lab's problems quote), in scope "errors" with
// core_vi_errors.go. A line, a cell or a heap keeps its number; a name,
// a square or a quoted text is kept.
var coreParsers = []source{
	// core/bloxorz parse.go: the level text (ParseError wraps the line).
	{En: "bloxorz level, line {n}: {t}", Vi: "màn Bloxorz, dòng {n}: {t}"},
	{En: "bloxorz level: {t}", Vi: "màn Bloxorz: {t}"},
	{En: "unknown grid glyph {s} in column {n} (allowed: . o @ E f s h v + -)", Vi: "ký hiệu lưới {s} không hợp lệ ở cột {n} (được dùng: . o @ E f s h v + -)"},
	{En: "grid row {n} has {n2} cell(s), but row 1 has {n3}", Vi: "hàng lưới {n} có {n2} ô, nhưng hàng 1 có {n3}"},
	{En: "the grid has more than {n} rows", Vi: "lưới có nhiều hơn {n} hàng"},
	{En: "grid row has {n} cells; at most {n2} allowed", Vi: "hàng lưới có {n} ô; cho phép nhiều nhất {n2}"},
	{En: "bad cell {s} (want x,y with 0 <= x,y < {n})", Vi: "ô {s} không hợp lệ (cần x,y với 0 <= x,y < {n})"},
	{En: "switch line needs the switch cell x,y", Vi: "dòng công tắc cần ô công tắc x,y"},
	{En: "switch: {t}", Vi: "công tắc: {t}"},
	{En: "switch {s}: cell {s2} before an action word (toggle, on or off)", Vi: "công tắc {s}: ô {s2} đứng trước từ chỉ hành động (toggle, on hoặc off)"},
	{En: "switch {s}: {t}", Vi: "công tắc {s}: {t}"},
	{En: "split line needs three cells: the switch, the first cube (controlled first) and the second cube",
		Vi: "dòng tách khối cần ba ô: công tắc, khối lập phương thứ nhất (được điều khiển trước) và khối thứ hai"},
	{En: "split: {t}", Vi: "tách khối: {t}"},
	{En: "unknown level feature {s} (known: {s2})", Vi: "đặc điểm màn {s} không tồn tại (các đặc điểm: {s2})"},

	// core/bloxorz level.go Validate.
	{En: "grid is {n}×{n2}; width and height must be 1..{n3}", Vi: "lưới có kích thước {n}×{n2}; chiều rộng và chiều cao phải từ 1 đến {n3}"},
	{En: "grid has {n} cells, want {n2}×{n3}", Vi: "lưới có {n} ô, cần {n2}×{n3}"},
	{En: "cell {s} has unknown kind {n}", Vi: "ô {s} có loại {n} không tồn tại"},
	{En: "more than {n} bridge cells", Vi: "nhiều hơn {n} ô cầu"},
	{En: "the grid has {n} exit cells (E); want exactly one", Vi: "lưới có {n} ô đích (E); cần đúng một ô"},
	{En: "start {s} is outside the grid", Vi: "vị trí bắt đầu {s} nằm ngoài lưới"},
	{En: "start {s} is on {t}; the block must start on plain floor", Vi: "vị trí bắt đầu {s} nằm trên {t}; khối phải bắt đầu trên ô sàn thường"},
	{En: "switch {s} is outside the grid", Vi: "công tắc {s} nằm ngoài lưới"},
	// "(s)" would read as a plural s: the glyph is a placeholder, kept.
	{En: "switch {s} is on {t}, not on a soft {s2} or hard (h) switch cell", Vi: "công tắc {s} nằm trên {t}, không phải ô công tắc mềm {s2} hay cứng (h)"},
	{En: "switch {s} is listed twice", Vi: "công tắc {s} được liệt kê hai lần"},
	{En: "switch {s} acts on {s2}, which is not a bridge cell (+ or -)", Vi: "công tắc {s} tác động lên {s2}, vốn không phải ô cầu (+ hoặc -)"},
	{En: "switch {s} has an unknown action {n}", Vi: "công tắc {s} có hành động {n} không tồn tại"},
	{En: "split {s} is outside the grid", Vi: "công tắc tách {s} nằm ngoài lưới"},
	{En: "split {s} is on {t}, not on a split switch cell (v)", Vi: "công tắc tách {s} nằm trên {t}, không phải ô công tắc tách (v)"},
	{En: "split {s} is listed twice", Vi: "công tắc tách {s} được liệt kê hai lần"},
	{En: "split {s} sends a cube to {s2}, which is void or outside the grid", Vi: "công tắc tách {s} đưa một khối lập phương tới {s2}, vốn là ô trống rỗng hoặc nằm ngoài lưới"},
	{En: "split {s} sends both cubes to {s2}", Vi: "công tắc tách {s} đưa cả hai khối lập phương tới {s2}"},
	{En: "split {s} sends the cubes to adjacent cells {s2} and {s3} (they would merge at once)", Vi: "công tắc tách {s} đưa hai khối lập phương tới hai ô kề nhau {s2} và {s3} (chúng sẽ nhập lại ngay)"},
	{En: "split switch {s} has no split line giving its two targets", Vi: "công tắc tách {s} không có dòng tách khối cho biết hai ô đích đến"},
	// The cells Validate names (Cell.String).
	{En: "void", Vi: "ô trống rỗng"},
	{En: "floor", Vi: "ô sàn"},
	{En: "fragile", Vi: "ô dễ vỡ"},
	{En: "exit", Vi: "ô đích"},
	{En: "soft switch", Vi: "công tắc mềm"},
	{En: "hard switch", Vi: "công tắc cứng"},
	{En: "split switch", Vi: "công tắc tách"},
	{En: "bridge (on)", Vi: "cầu (đang bật)"},
	{En: "bridge (off)", Vi: "cầu (đang tắt)"},

	// core/graph parse.go: the graph text.
	{En: "line {n}: {t}", Vi: "dòng {n}: {t}"},
	{En: "no start: add a line 'start NAME'", Vi: "chưa có đỉnh bắt đầu: hãy thêm một dòng 'start NAME'"},
	{En: "no goal: add a line 'goal NAME [NAME ...]'", Vi: "chưa có đích: hãy thêm một dòng 'goal NAME [NAME ...]'"},
	{En: "start wants one node name: start NAME", Vi: "start cần đúng một tên nút: start NAME"},
	{En: "a second start ({s}); a graph has one start", Vi: "đỉnh bắt đầu thứ hai ({s}); một đồ thị chỉ có một đỉnh bắt đầu"},
	{En: "goal wants at least one node name: goal NAME [NAME ...]", Vi: "goal (đích) cần ít nhất một tên nút: goal NAME [NAME ...]"},
	{En: "unknown item {s}: a line starts with node, edge, arc, start or goal", Vi: "mục {s} không tồn tại: mỗi dòng bắt đầu bằng node, edge, arc, start hoặc goal (đích)"},
	{En: "node wants a name and a position: node NAME X Y [h=VALUE]", Vi: "node cần một tên và một vị trí: node NAME X Y [h=VALUE]"},
	{En: "duplicate node {s}", Vi: "nút {s} bị khai báo trùng"},
	{En: "too many nodes (at most {n})", Vi: "quá nhiều nút (nhiều nhất {n})"},
	{En: "the fifth item of a node is h=VALUE, not {s}", Vi: "mục thứ năm của một nút là h=VALUE, không phải {s}"},
	{En: "negative h {s} for node {s2}: h estimates a cost, which is never negative", Vi: "h âm {s} cho nút {s2}: h ước lượng một chi phí, mà chi phí không bao giờ âm"},
	{En: "edge wants two node names and a cost: edge A B COST", Vi: "edge cần hai tên nút và một chi phí: edge A B COST"},
	{En: "arc wants two node names and a cost: arc A B COST", Vi: "arc cần hai tên nút và một chi phí: arc A B COST"},
	{En: "negative cost {s} on {s2}: costs are non-negative", Vi: "chi phí âm {s} trên {s2}: chi phí không được âm"},
	{En: "too many arcs (at most {n}; an edge counts two)", Vi: "quá nhiều cung (nhiều nhất {n}; một cạnh tính là hai cung)"},
	{En: "unknown node {s} (declare it first with 'node {s2} X Y')", Vi: "nút {s} chưa được khai báo (hãy khai báo trước bằng 'node {s2} X Y')"},
	{En: "bad node name {s}: names are letters, digits, '_' and '-'", Vi: "tên nút {s} không hợp lệ: tên gồm chữ cái, chữ số, '_' và '-'"},
	{En: "bad number {s} for {t}", Vi: "số {s} không hợp lệ cho {t}"},
	{En: "x", Vi: "x"},
	{En: "y", Vi: "y"},
	{En: "h", Vi: "h"},
	{En: "cost", Vi: "chi phí"},

	// core/othello: the position's text, a move, a transcript.
	{En: "board: empty text: expected 64 cells (X, O or -) and the side to move, e.g. {s}", Vi: "bàn cờ: văn bản trống: cần 64 ô (X, O hoặc -) và bên đi, ví dụ {s}"},
	{En: "board: the line form needs exactly 64 cells (a1…h8) before the side to move, got {n} characters in {s}", Vi: "bàn cờ: dạng một dòng cần đúng 64 ô (a1…h8) trước bên đi, nhưng có {n} ký tự trong {s}"},
	{En: "board: missing the side to move after the 64 cells: add \" X\" or \" O\"", Vi: "bàn cờ: thiếu bên đi sau 64 ô: hãy thêm \" X\" hoặc \" O\""},
	{En: "board: unexpected text {s} after the side to move", Vi: "bàn cờ: có văn bản thừa {s} sau bên đi"},
	{En: "board: line {n}: unexpected text {s} after the side to move", Vi: "bàn cờ: dòng {n}: có văn bản thừa {s} sau bên đi"},
	{En: "board: line {n} (row {n2}): expected 8 cells, got {n3} in {s}", Vi: "bàn cờ: dòng {n} (hàng {n2}): cần 8 ô, nhưng có {n3} trong {s}"},
	{En: "board: expected 8 rows of 8 cells, got {n} row(s)", Vi: "bàn cờ: cần 8 hàng 8 ô, nhưng có {n} hàng"},
	{En: "board: missing the side to move after the 8 rows: add a line \"X\" or \"O\"", Vi: "bàn cờ: thiếu bên đi sau 8 hàng: hãy thêm một dòng \"X\" hoặc \"O\""},
	{En: "board: cell {s} is {s2}: use X (black), O (white) or - (empty)", Vi: "bàn cờ: ô {s} là {s2}: hãy dùng X (đen), O (trắng) hoặc - (trống)"},
	{En: "board: side to move {s}: use X (black) or O (white)", Vi: "bàn cờ: bên đi {s}: hãy dùng X (đen) hoặc O (trắng)"},
	{En: "move {s}: expected a square a1…h8 (column a–h, row 1–8) or pass", Vi: "nước đi {s}: cần một ô từ a1 đến h8 (cột a–h, hàng 1–8) hoặc pass"},
	{En: "record: move {n} at character {n2}: {t}", Vi: "biên bản: nước {n} ở ký tự {n2}: {t}"},
	{En: "record: move {n} ({s}): {t}", Vi: "biên bản: nước {n} ({s}): {t}"},

	// core/nim: a move's text, its legality, the position's text.
	{En: "move {s}: heap {s2} is not a positive whole number", Vi: "nước đi {s}: số thứ tự đống {s2} không phải là số nguyên dương"},
	{En: "move {s}: count {s2} is not a positive whole number", Vi: "nước đi {s}: số viên {s2} không phải là số nguyên dương"},
	{En: "move {s}: part {s2} is not a positive whole number", Vi: "nước đi {s}: phần {s2} không phải là số nguyên dương"},
	{En: "move {s}: a split is written I:A+B, e.g. 3:1+7", Vi: "nước đi {s}: một lần chia được viết I:A+B, ví dụ 3:1+7"},
	{En: "move {s}: the two parts of a split must differ", Vi: "nước đi {s}: hai phần của một lần chia phải khác nhau"},
	{En: "move {s}: write I-K to take K stones from heap I, or I:A+B to split heap I", Vi: "nước đi {s}: hãy viết I-K để lấy K viên từ đống I, hoặc I:A+B để chia đống I"},
	{En: "move {s}: there is no heap {n} (the position has {n2} heaps)", Vi: "nước đi {s}: không có đống {n} (thế này có {n2} đống)"},
	{En: "move {s}: Grundy's game splits a heap (write I:A+B)", Vi: "nước đi {s}: trò Grundy chia một đống (hãy viết I:A+B)"},
	{En: "move {s}: heap {n} has {n2} stones; split it into two different non-empty parts that add up to {n3}", Vi: "nước đi {s}: đống {n} có {n2} viên; hãy chia thành hai phần khác nhau, không rỗng, có tổng bằng {n3}"},
	{En: "move {s}: in Nim a move takes stones (write I-K)", Vi: "nước đi {s}: trong Nim mỗi nước đi lấy đi một số viên (hãy viết I-K)"},
	{En: "move {s}: heap {n} has {n2} stones; take between 1 and {n3}", Vi: "nước đi {s}: đống {n} có {n2} viên; hãy lấy từ 1 đến {n3} viên"},
	{En: "no heaps: give 1 to {n} heap sizes", Vi: "chưa có đống nào: hãy cho từ 1 đến {n} kích thước đống"},
	{En: "{n} heaps: at most {n2} are allowed", Vi: "{n} đống: cho phép nhiều nhất {n2}"},
	{En: "{n} heaps given: at most {n2} are allowed", Vi: "đã cho {n} đống: cho phép nhiều nhất {n2}"},
	{En: "the position text is {n} characters long; {n2} heaps need far fewer (limit {n3})", Vi: "văn bản của thế dài {n} ký tự; {n2} đống cần ít hơn nhiều (giới hạn {n3})"},
	{En: "no heaps in {s}: give 1 to {n} heap sizes such as \"3 4 5\"", Vi: "không có đống nào trong {s}: hãy cho từ 1 đến {n} kích thước đống, chẳng hạn \"3 4 5\""},
	{En: "heap {n}: {s} is negative", Vi: "đống {n}: {s} là số âm"},
	{En: "heap {n}: {s} is larger than {n2}", Vi: "đống {n}: {s} lớn hơn {n2}"},
	{En: "heap {n}: {s} is not a whole number", Vi: "đống {n}: {s} không phải là số nguyên"},

	// core/experiment plan.go and instances.go: the spec's checks.
	{En: "only the {s} has a goal board; remove the goal", Vi: "chỉ {s} có bàn đích; hãy bỏ trạng thái đích"},
	{En: "only {s} have a goal board; remove the goal", Vi: "chỉ {s} có bàn đích; hãy bỏ trạng thái đích"},
	{En: "only no game here has a goal board; remove the goal", Vi: "không trò chơi nào ở đây có bàn đích; hãy bỏ trạng thái đích"},
	{En: "must be from 1 to {n} (0 means 1), not {n2}", Vi: "phải từ 1 đến {n} (0 nghĩa là 1), không phải {n2}"},
	{En: "a match experiment plays every opening once per pair (colours swapped); for more games raise instances.openings.count",
		Vi: "thí nghiệm thi đấu chơi mỗi khai cuộc một lần cho mỗi cặp (đổi màu quân); muốn nhiều ván hơn, hãy tăng instances.openings.count"},
	{En: "the experiment has {n} runs, more than the {n2} allowed: use fewer instances, configs or repeats",
		Vi: "thí nghiệm có {n} lần chạy, nhiều hơn mức cho phép {n2}: hãy dùng ít bài toán, cấu hình hoặc số lần lặp hơn"},
	{En: "is {n} characters long; at most {n2} fit tables and legends", Vi: "dài {n} ký tự; nhiều nhất {n2} ký tự mới vừa bảng và chú giải"},
	{En: "must be one line of printable characters (found {s})", Vi: "phải là một dòng gồm các ký tự in được (gặp {s})"},
	{En: "has {n} configs, more than the {n2} allowed", Vi: "có {n} cấu hình, nhiều hơn mức cho phép {n2}"},
	{En: "a match experiment needs at least two players (configs)", Vi: "thí nghiệm thi đấu cần ít nhất hai người chơi (cấu hình)"},
	{En: "its name {s} is also the name of configs[{n}]; give one of them a label", Vi: "tên {s} của nó trùng với tên của configs[{n}]; hãy đặt nhãn cho một trong hai"},
	{En: "a match experiment takes no budget: set each player's depth, iterations or move_time_ms in its params",
		Vi: "thí nghiệm thi đấu không dùng giới hạn: hãy đặt depth, iterations hoặc move_time_ms trong tham số của từng người chơi"},
	{En: "empty: give one of boards, random, levels, positions or openings", Vi: "trống: hãy cho một trong boards, random, levels, positions hoặc openings"},
	{En: "gives more than one kind of instances: give exactly one", Vi: "cho nhiều hơn một loại bài toán: hãy cho đúng một loại"},
	{En: "empty: give at least one", Vi: "trống: hãy cho ít nhất một"},
	{En: "empty: list at least one", Vi: "trống: hãy liệt kê ít nhất một"},
	{En: "gives both {s} and {s2}: give exactly one kind of instances", Vi: "cho cả {s} và {s2}: hãy cho đúng một loại bài toán"},
	{En: "has {n}, more than the {n2} allowed", Vi: "có {n}, nhiều hơn mức cho phép {n2}"},
	{En: "the game declares {s} but does not draw them", Vi: "trò chơi khai báo {s} nhưng không tạo ra chúng"},
	{En: "must be from 0 to {n}, not {n2}", Vi: "phải từ 0 đến {n}, không phải {n2}"},
}

// coreParsersExact are the sentences with braces of their own, matched
// exactly.
var coreParsersExact = []source{
	{En: "empty: give at least one {\"algorithm\": …}", Vi: "trống: hãy cho ít nhất một thuật toán {\"algorithm\": …}"},
}

// coreOthelloSides are core/othello's sentences that begin with the side
// (X or O), one for each side: a placeholder there would take in what
// goes before it ("record: move 2 (d4): O to move…").
func coreOthelloSides() []source {
	var out []source
	for _, c := range []string{"X", "O"} {
		for _, t := range []source{
			{En: " cannot pass: it has {n} legal moves ({s})", Vi: " không được bỏ lượt: còn {n} nước đi hợp lệ ({s})"},
			{En: " cannot pass: the game is over", Vi: " không được bỏ lượt: ván đã kết thúc"},
			{En: " to move cannot play {s}: the square is occupied", Vi: " đang đi không thể đi {s}: ô đã có quân"},
			{En: " to move cannot play {s}: the game is over", Vi: " đang đi không thể đi {s}: ván đã kết thúc"},
			{En: " to move cannot play {s}: it has no legal move and must pass", Vi: " đang đi không thể đi {s}: không có nước đi hợp lệ nên phải bỏ lượt"},
			{En: " to move cannot play {s}: it flanks no {s2} disc (legal: {s3})", Vi: " đang đi không thể đi {s}: nước này không kẹp quân {s2} nào (hợp lệ: {s3})"},
		} {
			out = append(out, source{En: c + t.En, Vi: c + t.Vi})
		}
	}
	return out
}

func init() {
	addCore("errors", coreParsers)
	addCore("errors", coreOthelloSides())
	addCoreExact("errors", coreParsersExact)
}

// coreParsersMore are core/bloxorz parse.go's own sentences about the
// text's order.
var coreParsersMore = []source{
	{En: "\"name:\" must come before the grid", Vi: "\"name:\" phải đứng trước lưới"},
	{En: "\"author:\" must come before the grid", Vi: "\"author:\" phải đứng trước lưới"},
	{En: "\"passcode:\" must come before the grid", Vi: "\"passcode:\" phải đứng trước lưới"},
	{En: "switch line before the grid", Vi: "dòng công tắc đứng trước lưới"},
	{En: "split line before the grid", Vi: "dòng tách khối đứng trước lưới"},
	{En: "unexpected line {s} after the grid (want a switch or split line)", Vi: "dòng {s} không mong đợi sau lưới (cần một dòng công tắc hoặc dòng tách khối)"},
	{En: "no grid", Vi: "chưa có lưới"},
	{En: "the grid has {n} start cells (@); want exactly one", Vi: "lưới có {n} ô bắt đầu (@); cần đúng một ô"},
}

// coreRegistryErrors are core/registry's checks of a request (a game, an
// algorithm, its parameters, the budget) and the games' instance kinds,
// which the Lab's spec checks quote. The spec's keys (boards, random,
// levels, positions, openings) stay as the spec writes them.
var coreRegistryErrors = []source{
	{En: "unknown game {s} (known: {s2})", Vi: "trò chơi {s} không tồn tại (các trò chơi: {s2})"},
	{En: "unknown algorithm {s} for game {s2} (known: {s3})", Vi: "thuật toán {s} không có cho trò chơi {s2} (các thuật toán: {s3})"},
	{En: "unknown parameter {s} for algorithm {s2} (known: {s3})", Vi: "tham số {s} không có cho thuật toán {s2} (các tham số: {s3})"},
	{En: "parameter {s} must be one of {s2}, not {s3}", Vi: "tham số {s} phải là một trong {s2}, không phải {s3}"},
	{En: "max_nodes must be 0 (default {n}) or positive, not {n2}", Vi: "max_nodes phải bằng 0 (mặc định {n}) hoặc dương, không phải {n2}"},
	{En: "timeout_ms must be 0 (default {n}) or positive, not {n2}", Vi: "timeout_ms phải bằng 0 (mặc định {n}) hoặc dương, không phải {n2}"},
	{En: "max_memory_bytes must be 0 (default {n}) or at least {n2}, not {n3}", Vi: "max_memory_bytes phải bằng 0 (mặc định {n}) hoặc ít nhất {n2}, không phải {n3}"},
	{En: "{s} is not a stage: stages are 1 to {n} (or write \"all\")", Vi: "{s} không phải là một màn: các màn chơi từ 1 đến {n} (hoặc viết \"all\")"},
	{En: "{n}×{n2} is outside the boards the puzzle has ({n3}×{n4} to {n5}×{n6})", Vi: "{n}×{n2} nằm ngoài các kích thước bàn của trò chơi ({n3}×{n4} đến {n5}×{n6})"},
	{En: "{t}; for {s} give {t2}", Vi: "{t}; với {s}, hãy cho {t2}"},
	{En: "positions are Nim's", Vi: "positions chỉ dành cho Nim"},
	{En: "openings make an Othello match", Vi: "openings tạo một trận thi đấu Othello"},
	{En: "random boards are the N-puzzle's", Vi: "bàn ngẫu nhiên (random) chỉ dành cho N-puzzle"},
	{En: "levels are Bloxorz stages", Vi: "levels là các màn chơi Bloxorz"},
	{En: "{t} or {t2}", Vi: "{t} hoặc {t2}"},
	{En: "boards", Vi: "boards"},
	{En: "random", Vi: "random"},
	{En: "levels", Vi: "levels"},
	{En: "positions", Vi: "positions"},
	{En: "openings", Vi: "openings"},
	{En: "openings (a match)", Vi: "openings (thi đấu)"},
}

func init() {
	addCore("errors", coreParsersMore)
	addCore("errors", coreRegistryErrors)
}
