package bloxorzscreen

import "searchlab/wasm/app/i18n"

// The Bloxorz screen's own words (wasm/app/screens/bloxorzscreen), keys
// "blx.*". A level is "màn chơi" (glossary-vi.md), a stage of the
// original game "màn"; the block is "khối", a switch "công tắc".
func init() { i18n.AddMessages(bloxorzMessages) }

// bloxorzMessages are the file's messages, English and Vietnamese side by side.
var bloxorzMessages = map[string]i18n.Message{
	// Notices of the reducer.
	"blx.notice.no_stage":     {En: "There is no classic stage {n} (stages are 1 to {max}).", Vi: "Không có màn cổ điển số {n} (các màn được đánh số từ 1 đến {max})."},
	"blx.notice.passcode_ok":  {En: "Passcode accepted: stage {n}.", Vi: "Mật mã đúng: màn {n}."},
	"blx.notice.passcode_bad": {En: "No stage has the passcode {code} (passcodes are 6 digits, e.g. stage 2's is shown after winning stage 1).", Vi: "Không màn nào có mật mã {code} (mật mã gồm 6 chữ số; chẳng hạn mật mã của màn 2 hiện ra khi bạn thắng màn 1)."},
	"blx.notice.not_level":    {En: "{name} is not a Bloxorz level: {err}", Vi: "{name} không phải một màn chơi Bloxorz: {err}"},
	"blx.notice.loaded":       {En: "Loaded the level from {name}.", Vi: "Đã nạp màn chơi từ {name}."},
	"blx.notice.no_classic":   {En: "{board} names no classic stage (1 to {max})", Vi: "{board} không chỉ màn cổ điển nào (từ 1 đến {max})"},
	"blx.notice.parse":        {En: "the level does not parse: {err}", Vi: "không đọc được màn chơi: {err}"},
	"blx.notice.bad_link":     {En: "This share link holds a level that cannot be used ({why}); stage 1 is shown.", Vi: "Liên kết chia sẻ này chứa một màn chơi không dùng được ({why}); đang hiện màn 1."},
	"blx.notice.opened_stage": {En: "Opened stage {n} from a link (seed {seed}).", Vi: "Đã mở màn {n} từ một liên kết (hạt giống {seed})."},
	"blx.notice.opened_level": {En: "Opened a shared level from a link (seed {seed}).", Vi: "Đã mở một màn chơi được chia sẻ từ liên kết (hạt giống {seed})."},
	"blx.notice.edit_invalid": {En: "The edited level is not valid yet: {why}", Vi: "Màn chơi đang sửa chưa hợp lệ: {why}"},
	"blx.solved_by_hand":      {En: "Solved by hand: the block stands in the exit hole after {n} keys.", EnOne: "Solved by hand: the block stands in the exit hole after 1 key.", Vi: "Bạn đã tự giải: khối đứng thẳng trong lỗ thoát sau {n} lần bấm phím."},

	// The stage picker and the level's name.
	"blx.stage":              {En: "Stage {n}", Vi: "Màn {n}"},
	"blx.pick.editing_stage": {En: "Editing stage {n}", Vi: "Đang sửa màn {n}"},
	"blx.pick.edited_from":   {En: "Custom level (edited from stage {n})", Vi: "Màn chơi riêng (sửa từ màn {n})"},
	"blx.pick.editing":       {En: "Custom level (editing)", Vi: "Màn chơi riêng (đang sửa)"},
	"blx.pick.custom":        {En: "custom level", Vi: "màn chơi riêng"},

	// The check (breadth-first search in the worker).
	"blx.check.running":        {En: "Checking with breadth-first search…", Vi: "Đang kiểm tra bằng tìm kiếm theo chiều rộng (BFS)…"},
	"blx.check.changed":        {En: "Changed since the last check: press Check for a new verdict.", Vi: "Màn chơi đã đổi từ lần kiểm tra trước: bấm Kiểm tra để có kết luận mới."},
	"blx.check.solvable":       {En: "Solvable: the optimal solution has {moves} (breadth-first search expanded {states}).", Vi: "Giải được: lời giải tối ưu dài {moves} (tìm kiếm theo chiều rộng đã mở rộng {states})."},
	"blx.check.no_exit":        {En: "Unsolvable: breadth-first search explored all {n} reachable states without reaching the exit.", Vi: "Không giải được: tìm kiếm theo chiều rộng đã duyệt hết {n} trạng thái đến được mà không tới lỗ thoát."},
	"blx.check.unsolvable":     {En: "Unsolvable: {why}.", Vi: "Không giải được: {why}."},
	"blx.check.invalid":        {En: "Invalid level: {why}", Vi: "Màn chơi không hợp lệ: {why}"},
	"blx.check.stopped":        {En: "The check was stopped.", Vi: "Đã dừng việc kiểm tra."},
	"blx.check.unfinished":     {En: "The check did not finish ({outcome}).", Vi: "Việc kiểm tra không xong ({outcome})."},
	"blx.check.unfinished_why": {En: "The check did not finish ({outcome}): {why}", Vi: "Việc kiểm tra không xong ({outcome}): {why}"},
	"blx.counted":              {En: " Counting each switch between the cubes as a move: {moves}.", Vi: " Nếu tính mỗi lần chuyển giữa hai khối lập phương là một nước đi: {moves}."},
	"blx.state_count":          {En: "{n} states", EnOne: "1 state", Vi: "{n} trạng thái"},

	// The generator.
	"blx.gen.running":    {En: "Generating {what} level in the worker…", Vi: "Worker đang sinh một màn chơi mức {what}…"},
	"blx.gen.stopped":    {En: "Generation stopped.", Vi: "Đã dừng việc sinh màn chơi."},
	"blx.gen.crashed":    {En: "The generator did not finish: {why}", Vi: "Bộ sinh màn chơi không chạy xong: {why}"},
	"blx.gen.unread":     {En: "The generator's answer could not be read.", Vi: "Không đọc được câu trả lời của bộ sinh màn chơi."},
	"blx.gen.none":       {En: "No level this time ({why}); try again.", Vi: "Lần này không sinh được màn nào ({why}); hãy thử lại."},
	"blx.gen.failed":     {En: "The generator failed: {why}", Vi: "Bộ sinh màn chơi gặp lỗi: {why}"},
	"blx.gen.no_parse":   {En: "The generated level does not parse: {err}", Vi: "Không đọc được màn chơi vừa sinh: {err}"},
	"blx.gen.done":       {En: "Generated a new {name}-preset level: optimal solution {moves} (checked by breadth-first search).", Vi: "Đã sinh một màn chơi mới mức {name}: lời giải tối ưu dài {moves} (đã kiểm tra bằng tìm kiếm theo chiều rộng)."},
	"blx.gen.counted":    {En: " Counting each switch between the cubes as a move: {n}.", Vi: " Nếu tính mỗi lần chuyển giữa hai khối lập phương là một nước đi: {n}."},
	"blx.gen.new":        {En: "New {preset} level", Vi: "Màn mới mức {preset}"},
	"blx.gen.new.title":  {En: "Generate a solvable {preset} level (checked by breadth-first search)", Vi: "Sinh một màn chơi mức {preset} giải được (kiểm tra bằng tìm kiếm theo chiều rộng)"},
	"blx.gen.stop":       {En: "Stop", Vi: "Dừng"},
	"blx.gen.stop.title": {En: "Stop the generator (Escape)", Vi: "Dừng bộ sinh màn chơi (Escape)"},
	"blx.gen.aria":       {En: "Level generation", Vi: "Sinh màn chơi"},
	"blx.gen.trying":     {En: "Trying candidate levels…", Vi: "Đang thử các màn chơi ứng viên…"},
	"blx.gen.tried":      {En: "Tried {n} candidate levels of at most {max} ({time}); each is checked by breadth-first search.", EnOne: "Tried 1 candidate level of at most {max} ({time}); each is checked by breadth-first search.", Vi: "Đã thử {n} màn ứng viên trên tối đa {max} ({time}); mỗi màn đều được kiểm tra bằng tìm kiếm theo chiều rộng."},

	// The editor's size limits.
	"blx.size.note":   {En: "A level is {minw} to {maxw} cells wide and {minh} to {maxh} high: {changes}.", Vi: "Một màn chơi rộng từ {minw} đến {maxw} ô và cao từ {minh} đến {maxh} ô: {changes}."},
	"blx.size.width":  {En: "width {from} became {to}", Vi: "chiều rộng {from} thành {to}"},
	"blx.size.height": {En: "height {from} became {to}", Vi: "chiều cao {from} thành {to}"},
	"blx.size.sep":    {En: ", ", Vi: ", "},

	// The level bar.
	"blx.prev":          {En: "Previous stage", Vi: "Màn trước"},
	"blx.next":          {En: "Next stage", Vi: "Màn sau"},
	"blx.stage.aria":    {En: "Stage", Vi: "Màn"},
	"blx.passcode.aria": {En: "Stage passcode", Vi: "Mật mã của màn"},
	"blx.moves":         {En: "Moves: {n}", Vi: "Nước đi: {n}"},
	"blx.falls":         {En: " · falls: {n}", Vi: " · rơi: {n} lần"},
	"blx.won":           {En: "solved!", Vi: "đã giải!"},
	"blx.won.passcode":  {En: " Stage {n} passcode: {code}", Vi: " Mật mã màn {n}: {code}"},
	"blx.passcode":      {En: "passcode", Vi: "mật mã"},
	"blx.fell":          {En: "fell off: back to the start", Vi: "khối rơi: quay về vị trí xuất phát"},
	"blx.undo":          {En: "Undo", Vi: "Hoàn tác"},
	"blx.undo.title":    {En: "Take back your last key (u)", Vi: "Hoàn tác phím vừa bấm (u)"},
	"blx.restart":       {En: "Restart", Vi: "Chơi lại"},
	"blx.restart.title": {En: "Back to the start (Backspace)", Vi: "Quay về vị trí xuất phát (Backspace)"},
	"blx.edit":          {En: "Edit level", Vi: "Sửa màn chơi"},
	"blx.edit.done":     {En: "Done editing", Vi: "Sửa xong"},
	"blx.edit.title":    {En: "Paint tiles, switches and bridges", Vi: "Tô các ô sàn, công tắc và cầu"},
	"blx.import":        {En: "Import", Vi: "Nhập"},
	"blx.import.title":  {En: "Open a level file (.txt)", Vi: "Mở một tệp màn chơi (.txt)"},
	"blx.export":        {En: "Export", Vi: "Xuất"},
	"blx.export.title":  {En: "Save this level as a text file", Vi: "Lưu màn chơi này thành tệp văn bản"},

	// The pad.
	"blx.pad.aria":   {En: "Roll the block", Vi: "Lăn khối"},
	"blx.pad.up":     {En: "Roll up (↑)", Vi: "Lăn lên (↑)"},
	"blx.pad.left":   {En: "Roll left (←)", Vi: "Lăn sang trái (←)"},
	"blx.pad.switch": {En: "Switch between the two cubes (space)", Vi: "Chuyển qua lại giữa hai khối lập phương (phím cách)"},
	"blx.pad.right":  {En: "Roll right (→)", Vi: "Lăn sang phải (→)"},
	"blx.pad.down":   {En: "Roll down (↓)", Vi: "Lăn xuống (↓)"},

	// The player bar.
	"blx.player.speed": {En: "Speed (keys/s)", Vi: "Tốc độ (phím/giây)"},
	"blx.player.note":  {En: "U D L R roll the block as the arrow keys do; S switches control between the two cubes of a split block (free under costing \"free\", one move under \"counted\").", Vi: "U D L R lăn khối như các phím mũi tên; S chuyển quyền điều khiển giữa hai khối lập phương của một khối đã tách (không tính thêm khi cách tính là \"free\", tính một nước đi khi là \"counted\")."},
	"blx.player.play":  {En: "Play or pause (p)", Vi: "Phát hoặc tạm dừng (p)"},

	// The side panel.
	"blx.not_ready":  {En: "The Bloxorz screen is not ready.", Vi: "Màn hình Bloxorz chưa sẵn sàng."},
	"blx.heatmap":    {En: " Heatmap: colour each cell by when the search first reached it, from dark purple (first) to yellow (last), with a key under the board (next run; a cell's tooltip gives its counts)", Vi: " Bản đồ nhiệt: tô mỗi ô theo thời điểm phép tìm kiếm chạm tới nó lần đầu, từ tím sẫm (sớm nhất) đến vàng (muộn nhất), kèm chú giải dưới bàn (áp dụng từ lần chạy sau; rê chuột lên một ô để xem các số đếm của nó)"},
	"blx.view.title": {En: "Isometric: ↑ rolls the block up-right and → down-right, along the board's rows and columns; the level editor is always flat", Vi: "Nhìn nghiêng (isometric): ↑ lăn khối lên chéo phải, → lăn xuống chéo phải, theo các hàng và cột của bàn; trình sửa màn chơi luôn vẽ phẳng"},
	"blx.view":       {En: "View ", Vi: "Góc nhìn "},
	"blx.view.flat":  {En: "flat, from above", Vi: "phẳng, nhìn từ trên xuống"},
	"blx.view.iso":   {En: "isometric, like the original game", Vi: "nhìn nghiêng, như trò chơi gốc"},

	// The level editor.
	"blx.tool.floor":         {En: "Floor", Vi: "Sàn"},
	"blx.tool.void":          {En: "Void (hole)", Vi: "Khoảng trống (hố)"},
	"blx.tool.fragile":       {En: "Fragile (orange) floor", Vi: "Sàn dễ vỡ (màu cam)"},
	"blx.tool.exit":          {En: "The exit (only one)", Vi: "Lỗ thoát (chỉ một)"},
	"blx.tool.start":         {En: "Where the block starts standing", Vi: "Chỗ khối đứng lúc bắt đầu"},
	"blx.tool.soft":          {En: "Soft (round) switch", Vi: "Công tắc mềm (tròn)"},
	"blx.tool.hard":          {En: "Hard (X) switch", Vi: "Công tắc cứng (X)"},
	"blx.tool.split":         {En: "Split switch (wire its two targets)", Vi: "Công tắc tách khối (nối tới hai ô đích của nó)"},
	"blx.tool.bridge-on":     {En: "Bridge cell, on at the start", Vi: "Ô cầu, bật lúc bắt đầu"},
	"blx.tool.bridge-off":    {En: "Bridge cell, off at the start", Vi: "Ô cầu, tắt lúc bắt đầu"},
	"blx.tool.wire":          {En: "Wire: click a switch, then bridge cells (toggle → on → off → none); or a split switch, then its two targets", Vi: "Nối dây: bấm vào một công tắc rồi vào các ô cầu (đảo → bật → tắt → không); hoặc một công tắc tách khối rồi hai ô đích của nó"},
	"blx.tool.help":          {En: "{tool}. Click or drag on the board.", Vi: "{tool}. Bấm hoặc kéo trên bàn."},
	"blx.editor":             {En: "Level editor", Vi: "Trình sửa màn chơi"},
	"blx.editor.valid":       {En: "The level is valid.", Vi: "Màn chơi hợp lệ."},
	"blx.editor.invalid":     {En: "Not valid yet: {why}", Vi: "Chưa hợp lệ: {why}"},
	"blx.editor.width":       {En: "Width", Vi: "Chiều rộng"},
	"blx.editor.height":      {En: "Height", Vi: "Chiều cao"},
	"blx.editor.size":        {En: "{label} ({min}–{max})", Vi: "{label} ({min}–{max})"},
	"blx.editor.check":       {En: "Check", Vi: "Kiểm tra"},
	"blx.editor.check.title": {En: "Breadth-first search in the worker: the optimal length, or why the level cannot be solved", Vi: "Tìm kiếm theo chiều rộng (BFS) trong worker: độ dài tối ưu, hoặc lý do màn chơi không giải được"},
	"blx.editor.text":        {En: "Level text (edit it here, or Export and Import it as a file)", Vi: "Văn bản của màn chơi (sửa ngay tại đây, hoặc Xuất rồi Nhập dưới dạng tệp)"},

	// The legend.
	"blx.legend":         {En: "What the marks mean", Vi: "Ý nghĩa các ký hiệu"},
	"blx.legend.exit":    {En: "the exit: stand the block upright on it to finish", Vi: "lỗ thoát: dựng đứng khối lên đó để qua màn"},
	"blx.legend.fragile": {En: "orange tile: holds a lying block or a cube, but an upright block falls through", Vi: "ô màu cam: đỡ được khối nằm hoặc một khối lập phương, nhưng khối dựng đứng thì rơi xuyên qua"},
	"blx.legend.soft":    {En: "round switch: any part of the block presses it, and it opens or closes bridges", Vi: "công tắc tròn: bất kỳ phần nào của khối chạm vào cũng kích hoạt, làm mở hoặc đóng các cầu"},
	"blx.legend.hard":    {En: "X switch: only the block standing upright presses it", Vi: "công tắc X: chỉ khối dựng đứng mới kích hoạt được"},
	"blx.legend.split":   {En: "split switch: standing on it splits the block into two cubes; S (or space) switches control between them, the ringed cube moves; two cubes side by side join again", Vi: "công tắc tách khối: đứng lên đó thì khối tách thành hai khối lập phương; S (hoặc phím cách) chuyển quyền điều khiển giữa chúng, khối có vòng tròn là khối đang di chuyển; hai khối nằm cạnh nhau sẽ nhập lại"},
	"blx.legend.bridge":  {En: "striped tile: a bridge that is there; a dashed outline is a bridge that is not (yet)", Vi: "ô kẻ sọc: cầu đang có; viền nét đứt: cầu (chưa) có"},
	"blx.legend.iso":     {En: "The isometric view (View, beside the heatmap switch) draws the same marks on the tiles; there ↑ rolls the block up and to the right, → down and to the right, along the rows and columns of the flat view.", Vi: "Góc nhìn nghiêng (mục Góc nhìn, cạnh công tắc bản đồ nhiệt) vẽ cùng các ký hiệu trên ô; ở đó ↑ lăn khối lên chéo phải, → lăn xuống chéo phải, theo các hàng và cột của góc nhìn phẳng."},
	"blx.legend.costing": {En: "Costing: with \"free\" a solution is as long as its U D L R moves and the switches of control (S) cost nothing; with \"counted\" each S counts as a move too. The status gives both numbers.", Vi: "Cách tính (costing): với \"free\", độ dài lời giải là số nước U D L R, còn các lần chuyển quyền điều khiển (S) không tính; với \"counted\", mỗi S cũng tính là một nước đi. Dòng trạng thái cho cả hai con số."},

	// The heatmap and the replay's layer.
	"blx.heat.cell":         {En: "covered by {n} expanded states", EnOne: "covered by 1 expanded state", Vi: "được {n} trạng thái đã mở rộng phủ lên"},
	"blx.heat.cell_order":   {En: "; first reached at expansion {n}", Vi: "; được chạm tới lần đầu ở lần mở rộng thứ {n}"},
	"blx.heat.first":        {En: "first reached", Vi: "chạm tới sớm nhất"},
	"blx.heat.last":         {En: "last reached", Vi: "chạm tới muộn nhất"},
	"blx.heat.expansion":    {En: "expansion", Vi: "lần mở rộng"},
	"blx.heat.fewest":       {En: "fewest visits", Vi: "ít lượt ghé nhất"},
	"blx.heat.most":         {En: "most visits", Vi: "nhiều lượt ghé nhất"},
	"blx.heat.visit":        {En: "visit", Vi: "lượt ghé"},
	"blx.heat.bin_order":    {En: "first reached at expansion {range}", Vi: "chạm tới lần đầu ở lần mở rộng {range}"},
	"blx.heat.bin_count":    {En: "covered by {range} expanded states", Vi: "được {range} trạng thái đã mở rộng phủ lên"},
	"blx.heat.swatch":       {En: "{n} cells, {what}", EnOne: "1 cell, {what}", Vi: "{n} ô, {what}"},
	"blx.heat.end":          {En: "{end} ({unit} {n})", Vi: "{end} ({unit} {n})"},
	"blx.heat.ramp":         {En: "colours from dark purple ({first}) to yellow ({last})", Vi: "màu từ tím sẫm ({first}) đến vàng ({last})"},
	"blx.heat.help":         {En: "Each colour is about a ninth of the {n} cells the search reached, in the order it reached them; a cell's tooltip gives its counts.", EnOne: "Each colour is about a ninth of the 1 cell the search reached, in the order it reached them; a cell's tooltip gives its counts.", Vi: "Mỗi màu ứng với khoảng một phần chín trong số {n} ô mà phép tìm kiếm đã chạm tới, theo thứ tự chạm tới; rê chuột lên một ô để xem các số đếm của nó."},
	"blx.replay.unexpanded": {En: "not expanded yet", Vi: "chưa được mở rộng"},
	"blx.replay.expanded":   {En: "first expanded as state {n} of the search", Vi: "được mở rộng lần đầu ở trạng thái thứ {n} của phép tìm kiếm"},
	"blx.replay.frontier":   {En: "; a state on it waits in the frontier", Vi: "; có một trạng thái trên ô này đang chờ trong biên"},

	// How the level text reads.
	"blx.format":         {En: "How the level text reads", Vi: "Cách đọc văn bản của màn chơi"},
	"blx.format.header":  {En: "Optional header lines: ", Vi: "Các dòng tiêu đề tùy chọn: "},
	"blx.format.grid":    {En: "The grid, one line per row, top row first, every row as long (cell x, y is column x of row y, both from 0 at the top left):", Vi: "Lưới ô, mỗi hàng một dòng, hàng trên cùng trước, các hàng dài bằng nhau (ô x, y là cột x của hàng y, cả hai đếm từ 0 ở góc trên bên trái):"},
	"blx.format.switch":  {En: "After the grid, one line per switch: ", Vi: "Sau lưới, mỗi công tắc một dòng: "},
	"blx.format.or":      {En: " (or ", Vi: " (hoặc "},
	"blx.format.follow":  {En: ", for the bridge cells that follow), and per split switch ", Vi: ", cho các ô cầu theo sau), và mỗi công tắc tách khối một dòng "},
	"blx.format.split":   {En: " (where the two cubes go; the first is controlled first). The Wire brush writes these for you.", Vi: " (nơi hai khối lập phương đến; khối thứ nhất được điều khiển trước). Cọ Nối dây (wire) tự viết các dòng này cho bạn."},
	"blx.format.ignored": {En: "Blank lines and lines starting with # are ignored; a mistake is named with its line.", Vi: "Các dòng trống (không phải ô trống của lưới) và các dòng bắt đầu bằng # được bỏ qua; lỗi nào cũng được báo kèm số dòng."},

	// The level text's glyphs (bloxorz.Glyphs, by character; the
	// English is the core's, which the page shows when a glyph has no
	// message here).
	"blx.glyph..": {En: "void (the block falls)", Vi: "khoảng trống (khối rơi xuống)"},
	"blx.glyph.o": {En: "floor", Vi: "sàn"},
	"blx.glyph.@": {En: "the start: floor where the block starts standing (exactly one)", Vi: "điểm xuất phát: ô sàn nơi khối đứng lúc bắt đầu (đúng một)"},
	"blx.glyph.E": {En: "the exit, the goal (exactly one)", Vi: "lỗ thoát, tức đích (đúng một)"},
	"blx.glyph.f": {En: "fragile floor: a whole block standing on it falls", Vi: "sàn dễ vỡ: khối dựng đứng cả khối trên đó thì rơi"},
	"blx.glyph.s": {En: "soft (round) switch: fired by any part of the block", Vi: "công tắc mềm (tròn): bất kỳ phần nào của khối cũng kích hoạt"},
	"blx.glyph.h": {En: "hard (X) switch: fired only by the whole block standing", Vi: "công tắc cứng (X): chỉ khối dựng đứng mới kích hoạt"},
	"blx.glyph.v": {En: "split switch: the whole block standing on it splits into two cubes", Vi: "công tắc tách khối: khối dựng đứng trên đó tách thành hai khối lập phương"},
	"blx.glyph.+": {En: "bridge cell, on at the start", Vi: "ô cầu, bật lúc bắt đầu"},
	"blx.glyph.-": {En: "bridge cell, off at the start", Vi: "ô cầu, tắt lúc bắt đầu"},

	// The board's description for a screen reader.
	"blx.board.aria":    {En: "Bloxorz level {w}×{h}; the block is {pose} on {cells}", Vi: "Màn chơi Bloxorz {w}×{h}; khối đang {pose} trên {cells}"},
	"blx.pose.standing": {En: "standing", Vi: "dựng đứng"},
	"blx.pose.lying-x":  {En: "lying-x", Vi: "nằm ngang theo trục x"},
	"blx.pose.lying-y":  {En: "lying-y", Vi: "nằm dọc theo trục y"},
	"blx.pose.split":    {En: "split", Vi: "tách làm hai"},

	// A run's result.
	"blx.run.size":      {En: "{moves} and {switches} of control", Vi: "{moves} và {switches} quyền điều khiển"},
	"blx.switch_count":  {En: "{n} switches", EnOne: "1 switch", Vi: "{n} lần chuyển"},
	"blx.run.no_replay": {En: "the solution does not replay on the level: {err}", Vi: "lời giải không chạy lại được trên màn chơi: {err}"},

	// The generator while the solver loads (editor.go, view_editor.go).
	"blx.gen.loading":   {En: "The solver is loading… The level is generated when it is ready.", Vi: "Bộ giải đang tải… Màn chơi sẽ được sinh khi bộ giải sẵn sàng."},
	"blx.gen.no_solver": {En: "The generator runs in the solver, which could not start it: {why}. Try again when the solver is ready.", Vi: "Bộ sinh màn chạy trong bộ giải, nhưng bộ giải không khởi động được: {why}. Hãy thử lại khi bộ giải sẵn sàng."},

	// The editor's tools on their buttons (view_editor.go; the English is
	// the tool's id).
	"blx.toolname.floor":      {En: "floor", Vi: "sàn"},
	"blx.toolname.void":       {En: "void", Vi: "hố"},
	"blx.toolname.fragile":    {En: "fragile", Vi: "dễ vỡ"},
	"blx.toolname.exit":       {En: "exit", Vi: "lỗ thoát"},
	"blx.toolname.start":      {En: "start", Vi: "xuất phát"},
	"blx.toolname.soft":       {En: "soft", Vi: "công tắc mềm"},
	"blx.toolname.hard":       {En: "hard", Vi: "công tắc cứng"},
	"blx.toolname.split":      {En: "split", Vi: "tách khối"},
	"blx.toolname.bridge-on":  {En: "bridge-on", Vi: "cầu bật"},
	"blx.toolname.bridge-off": {En: "bridge-off", Vi: "cầu tắt"},
	"blx.toolname.wire":       {En: "wire", Vi: "nối dây"},
}
