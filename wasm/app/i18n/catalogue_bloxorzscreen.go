package i18n

// The Bloxorz screen's own words (wasm/app/screens/bloxorzscreen), keys
// "blx.*". A level is "màn chơi" (glossary-vi.md), a stage of the
// original game "màn"; the block is "khối", a switch "công tắc".
func init() {
	addMessages(map[string]Message{
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
		"blx.notice.no_worker":    {En: "The worker cannot generate levels ({why}); the page generates only {presets} levels.", Vi: "Worker không sinh được màn chơi ({why}); trang chỉ tự sinh được các màn mức {presets}."},
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
	})
}
