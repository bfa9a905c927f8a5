package graphscreen

import "searchlab/wasm/app/i18n"

// The graph-search screen's own words (wasm/app/screens/graphscreen): its
// bar, drawing, legend, heuristic checks, editor and notices.
func init() { i18n.AddMessages(graphMessages) }

// graphMessages are the file's messages, English and Vietnamese side by side.
var graphMessages = map[string]i18n.Message{
	// The screen and the solver panel's help (screen.go, state.go, run.go).
	"gr.not_ready": {En: "The graph screen is not ready.", Vi: "Màn hình đồ thị chưa sẵn sàng."},
	"gr.step_help": {En: "Step runs the chosen algorithm here on the page, one event at a time; the graph colours the frontier and the reached nodes.",
		Vi: "Nút Từng bước chạy thuật toán đã chọn ngay trên trang, mỗi lần một sự kiện; đồ thị tô màu các nút trên biên và các nút đã đến được."},
	"gr.figure.optimal":  {En: "Optimal cost", Vi: "Chi phí tối ưu"},
	"gr.count.edges":     {En: "{n} edges", EnOne: "1 edge", Vi: "{n} cạnh"},
	"gr.run.not_a_path":  {En: "the solution is not a path of the graph", Vi: "lời giải không phải là một đường đi của đồ thị"},
	"gr.damaged":         {En: "the last graph", Vi: "đồ thị lần trước"},
	"gr.notice.sample":   {En: "The Romania sample cannot be read: {err}", Vi: "Không đọc được đồ thị mẫu Romania: {err}"},
	"gr.notice.load_run": {En: "Cannot load the run's graph: {err}", Vi: "Không nạp được đồ thị của lần chạy: {err}"},
	"gr.notice.busy": {En: "The graph cannot change while a search runs on it; stop it first.",
		Vi: "Không thể thay đổi đồ thị khi một lượt tìm kiếm đang chạy trên nó; hãy dừng lượt tìm kiếm trước."},
	"gr.notice.load": {En: "Cannot load the graph: {err}", Vi: "Không nạp được đồ thị: {err}"},
	"gr.notice.bad_link": {En: "This share link holds a graph that cannot be used ({err}). The screen is as you left it.",
		Vi: "Liên kết chia sẻ này chứa một đồ thị không dùng được ({err}). Màn hình vẫn giữ nguyên như lúc bạn rời đi."},
	"gr.notice.opened":  {En: "Opened a shared graph (seed {seed}).", Vi: "Đã mở một đồ thị được chia sẻ (hạt giống {seed})."},
	"gr.notice.no_node": {En: "There is no node {i}.", Vi: "Không có nút số {i}."},
	"gr.notice.no_arc":  {En: "There is no arc {i}.", Vi: "Không có cung số {i}."},
	"gr.notice.change":  {En: "Cannot change the graph: {err}.", Vi: "Không thay đổi được đồ thị: {err}."},
	"gr.notice.connect": {En: "Cannot connect: {err}.", Vi: "Không nối được: {err}."},

	// Why an edit is refused (edit.go, draft.go), in the notices above.
	"gr.err.h":         {En: "h estimates a cost: a number of 0 or more", Vi: "h ước lượng một chi phí: phải là một số lớn hơn hoặc bằng 0"},
	"gr.err.name":      {En: "there is a node {name} already", Vi: "đã có một nút tên {name}"},
	"gr.err.cost":      {En: "a cost is a number of 0 or more", Vi: "chi phí phải là một số lớn hơn hoặc bằng 0"},
	"gr.err.self":      {En: "a node cannot be joined to itself", Vi: "không thể nối một nút với chính nó"},
	"gr.err.joined":    {En: "{a} and {b} are joined already", Vi: "{a} và {b} đã được nối với nhau rồi"},
	"gr.err.del_start": {En: "{name} is the start; make another node the start first", Vi: "{name} là nút bắt đầu; hãy chọn một nút khác làm nút bắt đầu trước"},
	"gr.err.del_goal":  {En: "{name} is the only goal; make another node a goal first", Vi: "{name} là đích duy nhất; hãy đặt một nút khác làm đích trước"},
	"gr.err.last_goal": {En: "{name} is the only goal; a graph needs one", Vi: "{name} là đích duy nhất; đồ thị cần có ít nhất một đích"},

	// The heuristic checks and the replay's line (legend.go).
	"gr.check.ok": {En: "h ({name}) is admissible and consistent: it never overestimates the true cost h* and drops by at most the cost along every arc.",
		Vi: "h ({name}) chấp nhận được và nhất quán: nó không bao giờ ước lượng vượt quá chi phí thật h* và trên mỗi cung chỉ giảm tối đa bằng chi phí của cung đó."},
	"gr.check.bad": {En: "h ({name}) is {parts}.", Vi: "h ({name}) {parts}."},
	"gr.check.and": {En: " and ", Vi: " và "},
	"gr.check.not_admissible": {En: "not admissible at {nodes} ({list}{more}; red rings)",
		Vi: "không chấp nhận được tại {nodes} ({list}{more}; vòng đỏ)"},
	"gr.check.not_consistent": {En: "not consistent along {arcs} ({list}{more}; red dashed lines)",
		Vi: "không nhất quán trên {arcs} ({list}{more}; đường đứt nét màu đỏ)"},
	"gr.check.more":  {En: ", and {n} more", Vi: " và {n} chỗ khác"},
	"gr.count.nodes": {En: "{n} nodes", EnOne: "1 node", Vi: "{n} nút"},
	"gr.count.arcs":  {En: "{n} arcs", EnOne: "1 arc", Vi: "{n} cung"},
	"gr.replay": {En: "Replay at event {pos} of {len}: {frontier} in the frontier, {expanded} expanded.",
		Vi: "Phát lại ở sự kiện {pos}/{len}: {frontier} trên biên, {expanded} đã mở rộng."},

	// The legend (view_legend.go).
	"gr.key.start":    {En: "start", Vi: "bắt đầu"},
	"gr.key.goal":     {En: "goal", Vi: "đích"},
	"gr.key.frontier": {En: "frontier", Vi: "biên"},
	"gr.key.expanded": {En: "expanded", Vi: "đã mở rộng"},
	"gr.key.current":  {En: "current", Vi: "hiện tại"},
	"gr.key.path":     {En: "solution path", Vi: "đường đi lời giải"},
	"gr.legend.editing": {En: "Editing: click empty space to add a node, drag a node to move it, click two nodes to connect them, click a line to edit its cost.",
		Vi: "Đang chỉnh sửa: nhấp vào chỗ trống để thêm nút, kéo một nút để di chuyển nó, nhấp vào hai nút để nối chúng, nhấp vào một đường nối để sửa chi phí."},

	// The bar (view_bar.go).
	"gr.bar.yours":        {En: "(your graph)", Vi: "(đồ thị của bạn)"},
	"gr.bar.sample":       {En: "Sample", Vi: "Đồ thị mẫu"},
	"gr.bar.sample.title": {En: "A graph from the course books", Vi: "Một đồ thị lấy từ sách giáo trình"},
	"gr.bar.sample.aria":  {En: "Sample graph", Vi: "Đồ thị mẫu"},
	"gr.bar.seed":         {En: "Seed", Vi: "Hạt giống"},
	"gr.bar.seed.title": {En: "The random graph's seed: the same seed gives the same graph",
		Vi: "Hạt giống của đồ thị ngẫu nhiên: cùng một hạt giống cho cùng một đồ thị"},
	"gr.bar.random":     {En: "Random graph", Vi: "Đồ thị ngẫu nhiên"},
	"gr.bar.edit":       {En: "Edit graph", Vi: "Sửa đồ thị"},
	"gr.bar.edit.title": {En: "Draw the graph: add, move and connect nodes, edit costs and h", Vi: "Vẽ đồ thị: thêm, di chuyển và nối các nút, sửa chi phí và h"},
	"gr.bar.done":       {En: "Done editing", Vi: "Xong"},
	"gr.bar.done.title": {En: "Close the editor", Vi: "Đóng trình chỉnh sửa"},

	// The drawing (view_graph.go).
	"gr.svg.aria":      {En: "Graph of {n} nodes from {start} to {goals}", Vi: "Đồ thị {n} nút, từ {start} đến {goals}"},
	"gr.svg.replay":    {En: "; the replay at event {pos} of {len}: {frontier} nodes in the frontier, {expanded} expanded", Vi: "; phát lại ở sự kiện {pos}/{len}: {frontier} nút trên biên, {expanded} nút đã mở rộng"},
	"gr.link.edge":     {En: "edge {a} {b}, cost {cost}", Vi: "cạnh {a} {b}, chi phí {cost}"},
	"gr.link.arc":      {En: "arc {a} {b}, cost {cost}", Vi: "cung {a} {b}, chi phí {cost}"},
	"gr.link.bad":      {En: "not consistent: h({a})={ha} > cost {cost} + h({b})={hb}", Vi: "không nhất quán: h({a})={ha} > chi phí {cost} + h({b})={hb}"},
	"gr.link.select":   {En: "Select {desc}", Vi: "Chọn {desc}"},
	"gr.node.both":     {En: "{name} (start and goal)", Vi: "{name} (bắt đầu và đích)"},
	"gr.node.start":    {En: "{name} (start)", Vi: "{name} (bắt đầu)"},
	"gr.node.goal":     {En: "{name} (goal)", Vi: "{name} (đích)"},
	"gr.node.h":        {En: ": h={h}, true cost to a goal h*={hs}", Vi: ": h={h}, chi phí thật đến đích h*={hs}"},
	"gr.node.over":     {En: "; not admissible: h={h} > h*={hs}", Vi: "; không chấp nhận được: h={h} > h*={hs}"},
	"gr.node.frontier": {En: "; frontier, g={g} h={h} f={f}", Vi: "; trên biên, g={g} h={h} f={f}"},
	"gr.node.expanded": {En: "; expanded, g={g} h={h} f={f}", Vi: "; đã mở rộng, g={g} h={h} f={f}"},
	"gr.node.current":  {En: " (the current event's node)", Vi: " (nút của sự kiện hiện tại)"},
	"gr.node.aria":     {En: "Node {title}. Enter selects or connects; arrow keys move it.", Vi: "Nút {title}. Enter để chọn hoặc nối; phím mũi tên để di chuyển nút."},

	// The editor (view_editor.go).
	"gr.ed.title": {En: "Graph", Vi: "Đồ thị"},
	"gr.ed.text": {En: "Level text (node NAME X Y [h=V], edge A B COST, arc A B COST, start NAME, goal NAME …)",
		Vi: "Văn bản mô tả đồ thị (node TÊN X Y [h=V], edge A B CHI_PHÍ, arc A B CHI_PHÍ, start TÊN (bắt đầu), goal TÊN (đích) …)"},
	"gr.ed.press": {En: "Press “Edit graph” to change it.", Vi: "Nhấn “Sửa đồ thị” để thay đổi."},
	"gr.ed.error": {En: "The text is not a graph yet, {err}. The drawing shows the last graph that was.",
		Vi: "Văn bản chưa mô tả được một đồ thị ({err}). Hình vẽ vẫn hiện đồ thị hợp lệ gần nhất."},
	"gr.ed.add": {En: "Add node", Vi: "Thêm nút"},
	"gr.ed.add.title": {En: "Add a node in the middle of the drawing (or click empty space on it)",
		Vi: "Thêm một nút vào giữa hình vẽ (hoặc nhấp vào chỗ trống trên hình)"},
	"gr.ed.one_way": {En: "new connections are one-way arcs", Vi: "các kết nối mới là cung một chiều"},
	"gr.ed.select": {En: "Select a node (click or Enter) to edit it; select another to connect the two.",
		Vi: "Chọn một nút (nhấp chuột hoặc Enter) để sửa nó; chọn thêm một nút khác để nối hai nút với nhau."},
	"gr.ed.name":           {En: "Name", Vi: "Tên"},
	"gr.ed.h.title":        {En: "The given heuristic value of the node", Vi: "Giá trị heuristic cho trước của nút"},
	"gr.ed.start":          {En: "Make start", Vi: "Đặt làm bắt đầu"},
	"gr.ed.start.title":    {En: "Searches start here", Vi: "Việc tìm kiếm bắt đầu từ nút này"},
	"gr.ed.goal":           {En: "Make goal", Vi: "Đặt làm đích"},
	"gr.ed.not_goal":       {En: "Not a goal", Vi: "Bỏ đích"},
	"gr.ed.goal.title":     {En: "A search stops at any goal", Vi: "Việc tìm kiếm dừng lại ở bất kỳ đích nào"},
	"gr.ed.del_node":       {En: "Delete node", Vi: "Xoá nút"},
	"gr.ed.del_node.title": {En: "Remove the node and its connections", Vi: "Xoá nút và các kết nối của nó"},
	"gr.ed.edge":           {En: "Edge {a} – {b}", Vi: "Cạnh {a} – {b}"},
	"gr.ed.arc":            {En: "Arc {a} – {b}", Vi: "Cung {a} – {b}"},
	"gr.ed.cost":           {En: "Cost", Vi: "Chi phí"},
	"gr.ed.del_edge":       {En: "Delete edge", Vi: "Xoá cạnh"},
	"gr.ed.del_arc":        {En: "Delete arc", Vi: "Xoá cung"},
	"gr.ed.del_arc.title":  {En: "Remove the connection", Vi: "Xoá kết nối"},
	"gr.ed.done":           {En: "Done", Vi: "Xong"},
	"gr.ed.done.title":     {En: "Close the cost form", Vi: "Đóng ô sửa chi phí"},

	// The random graphs' node count (view_bar.go) and the legend, now that g
	// and f go where there is room (labels.go).
	"gr.bar.nodes":       {En: "Nodes", Vi: "Số nút"},
	"gr.bar.nodes.title": {En: "How many nodes a random graph has ({min} to {max})", Vi: "Số nút của đồ thị ngẫu nhiên (từ {min} đến {max})"},
	"gr.bar.random.nodes.title": {En: "A random graph of {n} nodes from the seed ({source})",
		Vi: "Một đồ thị ngẫu nhiên {n} nút sinh từ hạt giống ({source})"},
	"gr.legend.numbers.beside": {En: " The number in a node is its h; g and f show beside the nodes the search reached (hover a node for all its values).",
		Vi: " Số trong mỗi nút là giá trị h của nút; g và f hiện bên cạnh các nút mà quá trình tìm kiếm đã đến được (di chuột lên một nút để xem mọi giá trị của nút)."},
}
