package i18n

// The sentences a person meets from a bad link or a rare path, in scope
// "errors" with core_vi_errors.go and core_vi_parsers.go: what is wrong
// with a share link (core/share: the page says the kind, "This share
// link is damaged", and then this detail), with the Lab's pasted or
// linked spec (core/experiment decode.go, jsonobj.go, share.go), with
// Nim's variant and rule, a saved move that no longer replays, and the
// Bloxorz generator's presets and refusals (core/bloxorz generate.go,
// core/games/bloxorzgame). A quoted text, a spec's field and its JSON
// names stay as written: they are what the person typed or must type.
var coreLinks = []source{
	// core/share Decode: the detail after the page's "This share link is damaged:".
	{En: "it is {n} characters long, more than the {n2} allowed", Vi: "liên kết dài {n} ký tự, vượt quá mức cho phép là {n2}"},
	{En: "version {s} is not supported (this app reads {s2})", Vi: "phiên bản {s} không được hỗ trợ (ứng dụng này chỉ đọc {s2})"},
	{En: "it does not start with {s}/", Vi: "liên kết không bắt đầu bằng {s}/"},
	{En: "it names no game after {s}/ (want {s2}/<game>/<data>)", Vi: "liên kết không ghi tên trò chơi sau {s}/ (cần có dạng {s2}/<trò-chơi>/<dữ-liệu>)"},
	{En: "the game id {s} has characters other than lower-case letters, digits, '-' and '_'", Vi: "mã trò chơi {s} có ký tự ngoài chữ thường, chữ số, '-' và '_'"},
	{En: "{s} is not a game of this app (it has {s2})", Vi: "{s} không phải là trò chơi của ứng dụng này (ứng dụng có: {s2})"},
	{En: "it ends after the game {s}: the data is missing (the link was probably cut off)", Vi: "liên kết dừng ngay sau tên trò chơi {s}: thiếu phần dữ liệu (có lẽ liên kết đã bị cắt cụt khi sao chép)"},
	{En: "the data ends with a stray character (the link was probably cut off)", Vi: "dữ liệu kết thúc bằng một ký tự thừa (có lẽ liên kết đã bị cắt cụt)"},
	{En: "character {n} of the data, {s}, is not base64url (A–Z, a–z, 0–9, '-' and '_')", Vi: "ký tự thứ {n} của dữ liệu, {s}, không thuộc bảng mã base64url (A–Z, a–z, 0–9, '-' và '_')"},
	{En: "the data is not base64url ({s})", Vi: "dữ liệu không được mã hoá đúng base64url ({s})"},
	{En: "its compressed data does not expand ({s}; the link was probably cut off)", Vi: "không giải nén được dữ liệu nén của liên kết ({s}; có lẽ liên kết đã bị cắt cụt)"},
	{En: "its compressed data expands to more than {n} bytes", Vi: "dữ liệu nén của liên kết giải nén ra hơn {n} byte"},
	{En: "its data ends early (the link was probably cut off when copied)", Vi: "dữ liệu của liên kết kết thúc sớm (có lẽ liên kết đã bị cắt cụt khi sao chép)"},
	{En: "its data is not valid JSON at byte {n} ({s})", Vi: "dữ liệu của liên kết không phải JSON hợp lệ ở byte {n} ({s})"},
	{En: "its data is not valid JSON ({s})", Vi: "dữ liệu của liên kết không phải JSON hợp lệ ({s})"},
	{En: "its data has an unknown field {s}", Vi: "dữ liệu của liên kết có trường lạ {s}"},
	{En: "there is more data after its JSON object", Vi: "còn dữ liệu thừa sau đối tượng JSON của liên kết"},
	{En: "it holds no board", Vi: "liên kết không chứa bàn chơi nào"},
	{En: "its replay's number of events is negative ({n})", Vi: "số sự kiện của bản phát lại trong liên kết là số âm ({n})"},
	{En: "its exercise asks for {n} questions (1 to {n2}, on a replay)", Vi: "bài tập trong liên kết đòi {n} câu hỏi (cần từ 1 đến {n2} câu, và phải kèm một bản phát lại)"},
	// The values Go's JSON decoder names, after "its seed is …".
	{En: "number", Vi: "một số"},
	{En: "string", Vi: "một chuỗi"},
	{En: "bool", Vi: "giá trị true/false"},
	{En: "array", Vi: "một danh sách"},
	{En: "object", Vi: "một đối tượng"},

	// core/experiment share.go: an experiment link.
	{En: "the link is not an experiment link (it is for another screen)", Vi: "đây không phải liên kết thí nghiệm (liên kết dành cho một màn hình khác)"},
	{En: "the experiment link is damaged: {t}", Vi: "liên kết thí nghiệm bị hỏng: {t}"},
	{En: "the experiment link cannot be read: {s}", Vi: "không đọc được liên kết thí nghiệm: {s}"},
	{En: "the experiment link holds a spec that does not read: {path}: {t}", Vi: "liên kết thí nghiệm chứa một đặc tả không đọc được: {path}: {t}"},
	{En: "the experiment link holds a spec that does not read: {t}", Vi: "liên kết thí nghiệm chứa một đặc tả không đọc được: {t}"},
	{En: "the spec makes a link of {n} characters, more than the {n2} a link may have: list fewer boards, or share the spec's file",
		Vi: "đặc tả tạo ra liên kết dài {n} ký tự, vượt quá {n2} ký tự mà một liên kết được phép có: hãy liệt kê ít bàn hơn, hoặc chia sẻ tệp đặc tả"},

	// core/experiment decode.go and jsonobj.go: the spec as JSON.
	{En: "the spec cannot be read: {s}", Vi: "không đọc được đặc tả: {s}"},
	{En: "the spec is larger than {n} bytes", Vi: "đặc tả lớn hơn {n} byte"},
	{En: "the spec is empty: write a JSON object with game, instances and configs", Vi: "đặc tả đang trống: hãy viết một đối tượng JSON gồm game, instances và configs"},
	{En: "the spec must be a JSON object, not {s}", Vi: "đặc tả phải là một đối tượng JSON, không phải {s}"},
	{En: "missing: name the game (e.g. {s})", Vi: "còn thiếu: hãy ghi tên trò chơi (ví dụ {s})"},
	{En: "missing: give boards, random, levels, positions or openings", Vi: "còn thiếu: hãy cho boards, random, levels, positions hoặc openings"},
	{En: "missing (e.g. {s})", Vi: "còn thiếu (ví dụ {s})"},
	{En: "must be \"any\" (any solvable board) or a number of random moves from the goal, not {s}",
		Vi: "phải là \"any\" (một bàn bất kỳ giải được) hoặc số nước đi ngẫu nhiên tính từ trạng thái đích, không phải {s}"},
	{En: "a number of random moves must be at least 1, not {n} (\"any\" draws any solvable board)",
		Vi: "số nước đi ngẫu nhiên phải từ 1 trở lên, không phải {n} (\"any\" lấy một bàn bất kỳ giải được)"},
	{En: "must be \"any\" or a number of random moves, not {s}", Vi: "phải là \"any\" hoặc một số nước đi ngẫu nhiên, không phải {s}"},
	{En: "must be \"all\" or a list of stage numbers, not {s}", Vi: "phải là \"all\" hoặc một danh sách số thứ tự màn chơi, không phải {s}"},
	{En: "must be a stage number such as {s}, not {s2}", Vi: "phải là số thứ tự của một màn chơi, chẳng hạn {s}, không phải {s2}"},
	{En: "missing: give a list of {s}", Vi: "còn thiếu: hãy cho một danh sách {s}"},
	{En: "must be a list of configs, not {s}", Vi: "phải là một danh sách cấu hình, không phải {s}"},
	{En: "missing: name the algorithm (e.g. {s})", Vi: "còn thiếu: hãy ghi tên thuật toán (ví dụ {s})"},
	{En: "must be an object, not {s}", Vi: "phải là một đối tượng, không phải {s}"},
	{En: "is not a readable object ({s})", Vi: "không phải một đối tượng đọc được ({s})"},
	{En: "is not a readable object", Vi: "không phải một đối tượng đọc được"},
	{En: "is not readable ({s})", Vi: "không đọc được ({s})"},
	{En: "appears twice in the object; give it once", Vi: "xuất hiện hai lần trong đối tượng; chỉ được ghi một lần"},
	{En: "unknown field (known here: {s})", Vi: "trường này không có ở đây (các trường dùng được: {s})"},
	{En: "must be a string, not {s}", Vi: "phải là một chuỗi, không phải {s}"},
	{En: "{n} is far out of range", Vi: "{n} nằm quá xa ngoài phạm vi"},
	{En: "must be a whole number, not {s}", Vi: "phải là một số nguyên, không phải {s}"},
	{En: "{s} is out of range for a whole number", Vi: "{s} vượt quá phạm vi của một số nguyên"},
	{En: "must be a list of strings, not {s}", Vi: "phải là một danh sách chuỗi, không phải {s}"},
	{En: "is not a readable list ({s})", Vi: "không phải một danh sách đọc được ({s})"},
	{En: "must be a number, a string or true/false, not {s}", Vi: "phải là một số, một chuỗi hoặc true/false, không phải {s}"},
	{En: "malformed JSON at line {n}, column {n2}: {s}", Vi: "JSON sai cú pháp ở dòng {n}, cột {n2}: {s}"},
	{En: "malformed JSON: the spec ends too early ({s})", Vi: "JSON sai cú pháp: đặc tả kết thúc quá sớm ({s})"},
	{En: "malformed JSON: unexpected data after the spec object", Vi: "JSON sai cú pháp: còn dữ liệu thừa sau đối tượng đặc tả"},
	{En: "{s} draws openings of a match but plays no games between players (no registry.Matcher)",
		Vi: "{s} tạo khai cuộc cho một trận thi đấu nhưng không cho người chơi đấu với nhau (thiếu registry.Matcher)"},
	// The kinds of JSON values the spec's checks name (kindOf).
	{En: "nothing", Vi: "rỗng"},
	{En: "an object", Vi: "một đối tượng"},
	{En: "a list", Vi: "một danh sách"},
	{En: "a string", Vi: "một chuỗi"},
	{En: "a number", Vi: "một số"},

	// Go's JSON decoder, quoted in parentheses by both.
	{En: "invalid character {s} looking for beginning of value", Vi: "ký tự {s} không hợp lệ ở chỗ phải bắt đầu một giá trị"},
	{En: "invalid character {s} looking for beginning of object key string", Vi: "ký tự {s} không hợp lệ ở chỗ phải có tên trường (một chuỗi trong ngoặc kép)"},
	{En: "invalid character {s} after object key", Vi: "ký tự {s} không hợp lệ sau tên trường (cần dấu ':')"},
	{En: "invalid character {s} after object key:value pair", Vi: "ký tự {s} không hợp lệ sau một cặp tên:giá trị (cần ',' hoặc '}')"},
	{En: "invalid character {s} after array element", Vi: "ký tự {s} không hợp lệ sau một phần tử của danh sách (cần ',' hoặc ']')"},
	{En: "invalid character {s} after top-level value", Vi: "ký tự {s} không hợp lệ sau giá trị chính"},
	{En: "invalid character {s} in string literal", Vi: "ký tự {s} không hợp lệ trong chuỗi"},
	{En: "invalid character {s} in numeric literal", Vi: "ký tự {s} không hợp lệ trong số"},
	{En: "invalid character {s} in literal {s2} (expecting {s3})", Vi: "ký tự {s} không hợp lệ trong {s2} (cần {s3})"},
	{En: "unexpected EOF", Vi: "dữ liệu kết thúc đột ngột"},
	{En: "unexpected end of JSON input", Vi: "JSON kết thúc đột ngột"},
	{En: "flate: corrupt input before offset {n}", Vi: "dữ liệu nén bị hỏng trước vị trí {n}"},

	// core/nim: a link's variant and rule.
	{En: "unknown variant {s}: use nim or grundy", Vi: "không có biến thể {s}: hãy chọn nim hoặc grundy"},
	{En: "unknown rule {s}: use normal or misere", Vi: "không có luật {s}: hãy chọn normal (thường) hoặc misere"},

	// core/nim solve.go and oracle.go: a request the solver refuses, the
	// exact misère solver's limits.
	{En: "depth {n} is negative (use 0 for no limit)", Vi: "độ sâu {n} là số âm (dùng 0 nếu không muốn giới hạn)"},
	{En: "budgets must not be negative", Vi: "các giới hạn không được âm"},
	{En: "algorithm mcts is not available here: the caller did not supply a Monte Carlo search (Request.MCTS)",
		Vi: "thuật toán mcts không dùng được ở đây: bên gọi không cung cấp tìm kiếm Monte Carlo (Request.MCTS)"},
	{En: "unknown algorithm {s}: use one of {s2}", Vi: "không có thuật toán {s}: hãy dùng một trong {s2}"},
	{En: "the exact misère Grundy solver was stopped after {n} positions: {s}", Vi: "bộ giải chính xác Grundy misère đã dừng sau {n} thế: {s}"},
	{En: "position too large for the exact misère Grundy solver (more than {n} positions)", Vi: "thế quá lớn với bộ giải chính xác Grundy misère (hơn {n} thế)"},
	{En: "position too large for the exact misère Grundy solver: its memo reached the memory budget ({n} positions, about {n2} bytes)",
		Vi: "thế quá lớn với bộ giải chính xác Grundy misère: bảng ghi nhớ đã chạm giới hạn bộ nhớ ({n} thế, khoảng {n2} byte)"},
	{En: "internal error: {s}", Vi: "lỗi nội bộ: {s}"},

	// nimscreen and othelloscreen state.go: a saved game's move that no
	// longer replays; othelloscreen player.go: a link's player.
	{En: "A move could not be replayed: {t}", Vi: "Không đi lại được một nước của ván đã lưu: {t}"},
	{En: "unknown player {s}", Vi: "không có người chơi {s}"},
	{En: "player {s}: setting {s2} is not key=value", Vi: "người chơi {s}: thiết lập {s2} không có dạng khoá=giá trị (key=value)"},

	// How a run of the solver ends without an answer (wasm/app/store
	// end.go, runs.go, lab_runner.go; web/worker-pool.mjs and
	// web/solver-worker.mjs): the status line and the screens' notices
	// put these after their own words.
	{En: "the solver failed", Vi: "bộ giải gặp lỗi"},
	{En: "the solver is not ready", Vi: "bộ giải chưa sẵn sàng"},
	{En: "the solver ended a run in an unknown way ({s})", Vi: "bộ giải kết thúc một lần chạy theo cách không rõ ({s})"},
	{En: "the solver ended without a result", Vi: "bộ giải kết thúc mà không có kết quả"},
	{En: "the run ended in an unknown way", Vi: "lần chạy kết thúc theo cách không rõ"},
	{En: "stopped", Vi: "đã dừng"},
	{En: "the request could not be encoded: {s}", Vi: "không mã hoá được yêu cầu: {s}"},
	{En: "there is no solver in this build", Vi: "bản dựng này không có bộ giải"},
	{En: "an unreadable line: {s}", Vi: "một dòng trả lời không đọc được: {s}"},
	{En: "an unreadable answer: {s}", Vi: "một câu trả lời không đọc được: {s}"},
	{En: "crashed: the solver worker died ({s}); it was replaced", Vi: "lỗi: tiến trình giải (worker) đã dừng đột ngột ({s}); đã thay bằng tiến trình mới"},
	{En: "this worker already runs a search", Vi: "tiến trình giải (worker) này đang chạy một lần tìm kiếm khác"},
	{En: "the Go solver exited with code {n} (out of memory or a panic; see the console)", Vi: "bộ giải Go đã thoát với mã {n} (hết bộ nhớ hoặc lỗi panic; xem console)"},
	{En: "not ready: {s}", Vi: "chưa sẵn sàng: {s}"},
	{En: "a search is already running; stop it first", Vi: "đang có một lần tìm kiếm chạy; hãy dừng nó trước"},
	{En: "cannot start a solver worker: {s}", Vi: "không khởi động được tiến trình giải (worker): {s}"},
	{En: "the solver worker failed", Vi: "tiến trình giải (worker) gặp lỗi"},
	{En: "a message from the solver could not be read", Vi: "không đọc được một thông điệp từ bộ giải"},
	{En: "the solver ended a run without saying how", Vi: "bộ giải kết thúc một lần chạy mà không cho biết kết quả"},
	{En: "the solver stopped responding", Vi: "bộ giải không còn phản hồi"},
	{En: "the solver failed to load: {s}", Vi: "không tải được bộ giải: {s}"},

	// core/registry request.go: a request's parameters and budgets, as a
	// form or a link gives them.
	{En: "parameter {s} must be an integer, not {s2}", Vi: "tham số {s} phải là một số nguyên, không phải {s2}"},
	{En: "parameter {s} must be a number, not {s2}", Vi: "tham số {s} phải là một số, không phải {s2}"},
	{En: "parameter {s} must be a finite number", Vi: "tham số {s} phải là một số hữu hạn"},
	{En: "parameter {s} must be true or false, not {s2}", Vi: "tham số {s} phải là true hoặc false, không phải {s2}"},
	{En: "parameter {s} must be a string, not {s2}", Vi: "tham số {s} phải là một chuỗi, không phải {s2}"},
	{En: "parameter {s} is {x}, out of range [{x2}, {x3}]", Vi: "tham số {s} bằng {x}, nằm ngoài khoảng cho phép [{x2}; {x3}]"},
	{En: "parameter {s} has unknown type {s2}", Vi: "tham số {s} có kiểu {s2} không xác định"},
	{En: "unknown parameter {s}: algorithm {s2} takes no parameters", Vi: "không có tham số {s}: thuật toán {s2} không nhận tham số nào"},
	{En: "the request names no algorithm (for {s}: {s2})", Vi: "yêu cầu chưa ghi thuật toán (với {s}: {s2})"},
	{En: "max_nodes {n} is above the maximum of {n2}", Vi: "max_nodes {n} vượt quá mức tối đa {n2}"},
	{En: "timeout_ms {n} is above the maximum of {n2}", Vi: "timeout_ms {n} vượt quá mức tối đa {n2}"},
	{En: "max_memory_bytes {n} is above the maximum of {n2}", Vi: "max_memory_bytes {n} vượt quá mức tối đa {n2}"},
	{En: "a trace of {n} events needs up to {s} of the memory budget of {s2}, leaving the search less than {s3}: ask for fewer events or more memory",
		Vi: "một vết gồm {n} sự kiện cần tới {s} trong giới hạn bộ nhớ {s2}, để lại cho việc tìm kiếm chưa tới {s3}: hãy yêu cầu ít sự kiện hơn hoặc nhiều bộ nhớ hơn"},
	{En: "the board is empty: give a level file's text, or classic:N for a classic stage (1..{n})", Vi: "bàn đang trống: hãy cho văn bản của một tệp màn chơi, hoặc classic:N để chọn một màn cổ điển (1..{n})"},
	{En: "board {s} names no classic stage: write classic:N with N from 1 to {n}", Vi: "bàn {s} không chỉ tới màn cổ điển nào: hãy viết classic:N với N từ 1 đến {n}"},
	{En: "the board names classic stage {n} but parameter \"level\" is {n2}", Vi: "bàn chỉ tới màn cổ điển {n} nhưng tham số \"level\" là {n2}"},
	{En: "classic stage {n} does not load: {t}", Vi: "màn cổ điển {n} không nạp được: {t}"},
	// A parameter's value as the checks name it.
	{En: "the number {x}", Vi: "số {x}"},
	{En: "the string {s}", Vi: "chuỗi {s}"},

	// core/share Encode and the store's share links: a link that cannot
	// be made, or a kind of bad link with its detail.
	{En: "share: invalid game id {s} (want lower-case letters, digits, '-' or '_')", Vi: "chia sẻ: mã trò chơi {s} không hợp lệ (cần chữ thường, chữ số, '-' hoặc '_')"},
	{En: "share: the board is empty", Vi: "chia sẻ: bàn đang trống"},
	{En: "share: {t}", Vi: "chia sẻ: {t}"},
	{En: "the {s} screen cannot share a replay", Vi: "màn hình {s} không chia sẻ được bản phát lại"},
	{En: "the share link is damaged: {t}", Vi: "liên kết chia sẻ bị hỏng: {t}"},
	{En: "the link is not a SearchLab share link: {t}", Vi: "đây không phải liên kết chia sẻ của SearchLab: {t}"},
	{En: "the share link is for a game this app does not have: {t}", Vi: "liên kết chia sẻ dành cho một trò chơi mà ứng dụng không có: {t}"},

	// wasm/app/store history.go and jsonerr.go: a history file imported.
	{En: "it is not a SearchLab export: {t}", Vi: "đây không phải tệp xuất của SearchLab: {t}"},
	{En: "it is not valid JSON (a problem at character {n})", Vi: "tệp không phải JSON hợp lệ (lỗi ở ký tự thứ {n})"},
	{En: "it holds {s} where {s2} is expected", Vi: "tệp chứa {s} ở chỗ cần {s2}"},
	{En: "its field {s} holds {s2} where {s3} is expected", Vi: "trường {s} chứa {s2} ở chỗ cần {s3}"},
	{En: "text", Vi: "văn bản"},
	{En: "true or false", Vi: "true hoặc false"},
	{En: "it has a field a SearchLab export does not have: {s}", Vi: "tệp có một trường mà tệp xuất của SearchLab không có: {s}"},
	{En: "it is empty or cut short", Vi: "tệp trống hoặc bị cắt cụt"},
	{En: "it has data after the JSON object", Vi: "tệp còn dữ liệu thừa sau đối tượng JSON"},
	{En: "it is not a SearchLab export (format {s}, want {s2})", Vi: "đây không phải tệp xuất của SearchLab (định dạng {s}, cần {s2})"},
	{En: "its version {n} is not supported (this app reads version 1)", Vi: "phiên bản {n} của tệp không được hỗ trợ (ứng dụng này đọc phiên bản 1)"},
	{En: "history entry {n} has no algorithm or status", Vi: "mục lịch sử {n} không có thuật toán hoặc trạng thái"},
	{En: "history entry {n}: {t}", Vi: "mục lịch sử {n}: {t}"},
	{En: "it holds saved boards, which no screen of this app keeps", Vi: "tệp chứa các bàn đã lưu, nhưng không màn hình nào của ứng dụng này giữ bàn đã lưu"},
	{En: "saved board {n} ({s}): {t}", Vi: "bàn đã lưu {n} ({s}): {t}"},
	{En: "unknown game {s}", Vi: "không có trò chơi {s}"},
	{En: "unknown status {s}", Vi: "không có trạng thái {s}"},
	{En: "no algorithm", Vi: "không có thuật toán"},

	// core/replay: a trace whose lines come out of order.
	{En: "trace line starts at event {n}, but {n2} events came before it", Vi: "dòng vết bắt đầu ở sự kiện {n}, nhưng trước đó đã có {n2} sự kiện"},
	{En: "trace state id {n} out of order (expected {n2})", Vi: "mã trạng thái {n} của vết không đúng thứ tự (cần {n2})"},

	// core/npuzzle: the shuffle's mode, a solution that does not replay
	// (npuzzlescreen run.go puts the rules' sentence after it).
	{En: "unknown shuffle {s}: use \"random\" (any solvable board) or \"walk:k\" (k random moves from the goal)",
		Vi: "không có cách xáo trộn {s}: hãy dùng \"random\" (một bàn bất kỳ giải được) hoặc \"walk:k\" (k nước đi ngẫu nhiên tính từ trạng thái đích)"},
	{En: "shuffle {s}: the number of random moves must be a whole number from 1 to {n}", Vi: "xáo trộn {s}: số nước đi ngẫu nhiên phải là số nguyên từ 1 đến {n}"},
	{En: "shuffle: {n} random moves; the number must not be negative", Vi: "xáo trộn: {n} nước đi ngẫu nhiên; số này không được âm"},
	{En: "the solution does not replay on the board: {t}", Vi: "lời giải không đi lại được trên bàn: {t}"},
	{En: "move {n} ({s}) is illegal: the blank at row {n2}, column {n3} would leave the {n4}×{n5} board",
		Vi: "nước đi {n} ({s}) không hợp lệ: ô trống ở hàng {n2}, cột {n3} sẽ ra ngoài bàn {n4}×{n5}"},
	{En: "move {n}: {t}", Vi: "nước đi {n}: {t}"},
	{En: "unknown move {s}: moves are U, L, R and D (the direction the blank moves)", Vi: "không có nước đi {s}: các nước đi là U, L, R và D (hướng ô trống di chuyển)"},
	{En: "after {n} moves the board is {s}, not the goal {s2}", Vi: "sau {n} nước đi, bàn là {s}, chưa phải trạng thái đích {s2}"},
	{En: "the board is {n}×{n2} but the goal is {n3}×{n4}", Vi: "bàn có kích thước {n}×{n2} nhưng trạng thái đích là {n3}×{n4}"},

	// core/bloxorz generate.go: the generator's presets and checks.
	{En: "bloxorz: unknown difficulty {s} (known: {s2})", Vi: "Bloxorz: không có độ khó {s} (các độ khó: {s2})"},
	{En: "bloxorz: generated grid {n}×{n2}: width must be {n3}..{n4} and height {n5}..{n6}",
		Vi: "Bloxorz: lưới sinh ra {n}×{n2}: chiều rộng phải từ {n3} đến {n4} và chiều cao từ {n5} đến {n6}"},
	{En: "bloxorz: target length [{n}, {n2}]: want 1 ≤ min ≤ max", Vi: "Bloxorz: độ dài lời giải mong muốn [{n}, {n2}]: cần 1 ≤ nhỏ nhất ≤ lớn nhất"},
	{En: "bloxorz: target length {n} is beyond what a {n2}×{n3} grid can hold", Vi: "Bloxorz: độ dài lời giải mong muốn {n} vượt quá mức một lưới {n2}×{n3} có thể chứa"},
	{En: "bloxorz: Attempts and MaxNodes must not be negative", Vi: "Bloxorz: số lần thử (Attempts) và giới hạn số nút (MaxNodes) không được âm"},
	{En: "bloxorz: unknown features {n}", Vi: "Bloxorz: tập đặc điểm màn {n} không hợp lệ"},
	{En: "bloxorz: Generate needs a random source (search.Rand), got nil", Vi: "Bloxorz: bộ sinh màn cần một nguồn ngẫu nhiên (search.Rand), nhưng không được cho"},
	{En: "bloxorz: level generation stopped after {n} attempt(s): {s}", Vi: "Bloxorz: việc sinh màn đã dừng sau {n} lần thử: {s}"},
	{En: "context canceled", Vi: "đã bị huỷ"},
	{En: "context deadline exceeded", Vi: "đã hết thời gian"},
	{En: "bloxorz: no level generated: {n} attempt(s) made no {n2}×{n3} level with an optimum in [{n4}, {n5}] and features {s}",
		Vi: "Bloxorz: không sinh được màn nào: {n} lần thử không tạo ra màn {n2}×{n3} nào có độ dài lời giải tối ưu trong khoảng [{n4}, {n5}] với các đặc điểm {s}"},
	// core/games/bloxorzgame: a level whose exit no search can reach (the
	// status line and the editor's check say it).
	{En: "the exit cannot be reached from the start even with every bridge on and no switch or fragile tile in the way",
		Vi: "không thể tới ô đích từ vị trí bắt đầu, kể cả khi mọi cây cầu đều bật và không có công tắc hay ô dễ vỡ nào cản đường"},
	// core/games/bloxorzgame: the solver's answers to a generate request.
	{En: "only the game {s} generates levels (got {s2})", Vi: "chỉ trò chơi {s} mới sinh được màn chơi (yêu cầu lại ghi {s2})"},
	{En: "unknown difficulty {s}: choose one of {s2}", Vi: "không có độ khó {s}: hãy chọn một trong {s2}"},
	{En: "attempts must be 0 (the default) to {n}", Vi: "số lần thử (attempts) phải từ 0 (mặc định) đến {n}"},
	{En: "level generation was stopped", Vi: "việc sinh màn đã dừng"},
	{En: "internal error while generating a level", Vi: "lỗi nội bộ khi sinh màn chơi"},
}

// coreLinkFields are core/share's sentences about a field of the link's
// JSON holding a value of the wrong type: one per field (its name in
// words), with what the field holds.
func coreLinkFields() []source {
	var out []source
	for _, f := range []struct{ en, vi, want, wantVi string }{
		{"board", "bàn chơi", "text", "văn bản"},
		{"goal", "trạng thái đích", "text", "văn bản"},
		{"algorithm", "thuật toán", "text", "văn bản"},
		{"parameters", "tham số", "an object of text values", "một đối tượng có các giá trị là văn bản"},
		{"seed", "hạt giống (seed)", "a whole number from 0 to 18446744073709551615", "một số nguyên từ 0 đến 18446744073709551615"},
		{"replay", "số sự kiện của bản phát lại", "int", "một số nguyên"},
		{"exercise", "số câu hỏi của bài tập", "int", "một số nguyên"},
	} {
		out = append(out, source{En: "its " + f.en + " is {s} where " + f.want + " is expected", Vi: f.vi + " trong liên kết là {s}, trong khi cần " + f.wantVi})
	}
	return out
}

func init() {
	addCore("errors", coreLinks)
	addCore("errors", coreLinkFields())
}
